import type { Video } from '@fintools/shared/api/media';
import type { Photo } from '../src/media-search/media-api';

/**
 * Test doubles at the browser's edge: `fetch` (the gateway and the picture CDN), object URLs and the
 * click that hands a file to the browser. Nothing inside the app is mocked.
 */

export interface FakeResponseInit {
  status?: number;
  json?: unknown;
  bytes?: Uint8Array;
}

/** Just the parts of a `Response` the media screens read. */
export function fakeResponse({ status = 200, json, bytes = new Uint8Array() }: FakeResponseInit): Response {
  const copy = () => bytes.slice();
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (json === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return json;
    },
    blob: async () => new Blob([copy()], { type: 'image/jpeg' }),
    arrayBuffer: async () => copy().buffer,
  } as unknown as Response;
}

export type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` for one test; returns the mock to read its calls. */
export function stubFetch(handler: FetchHandler): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const mock = jest.fn(async (url: string, init?: RequestInit) => handler(String(url), init));
  Object.defineProperty(globalThis, 'fetch', { value: mock, configurable: true, writable: true });
  return mock;
}

/** A promise with its resolve at hand, to hold a request open while the test looks at the screen. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Stubs URL.createObjectURL (jsdom has none) and the anchor click that starts a download, and records
 * each file handed to the browser with the name it is saved under.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: jest.fn((blob: Blob) => {
      next += 1;
      const url = `blob:http://localhost/fake-${next}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader does the job). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Fails the test if anything is written to the console: failures are shown, never logged. */
export function failOnConsole() {
  beforeEach(() => {
    jest.spyOn(console, 'error');
    jest.spyOn(console, 'warn');
    jest.spyOn(console, 'log');
  });
  afterEach(() => {
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.log).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
}

const CDN = 'https://images.example.test/photos';

/** A photo as the gateway sends it (`GET /api/images`). */
export function photo(id: number, overrides: Partial<Photo> = {}): Photo {
  const file = `${CDN}/${id}/pexels-photo-${id}.jpeg`;
  return {
    id,
    alt: `Cup of masala chai ${id}`,
    photographer: 'Asha Menon',
    photographerUrl: `https://www.pexels.com/@asha-${id}`,
    pageUrl: `https://www.pexels.com/photo/${id}/`,
    width: 4000,
    height: 2667,
    src: {
      original: file,
      large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
      small: `${file}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    ...overrides,
  };
}

/** A video as the gateway sends it (`GET /api/videos`), with a file whose quality and size are null. */
export function video(id: number, overrides: Partial<Video> = {}): Video {
  const files = `https://videos.example.test/video-files/${id}`;
  return {
    id,
    image: `https://images.example.test/videos/${id}/preview.jpeg?fit=crop&h=630&w=1200`,
    duration: 65,
    url: `https://www.pexels.com/video/${id}/`,
    user: { name: 'Ravi Kulkarni', url: `https://www.pexels.com/@ravi-${id}` },
    files: [
      { id: id * 10 + 1, link: `${files}/hd.mp4`, quality: 'hd', width: 1920, height: 1080, fileType: 'video/mp4' },
      { id: id * 10 + 2, link: `${files}/sd.mp4`, quality: 'sd', width: 640, height: 360, fileType: 'video/mp4' },
      { id: id * 10 + 3, link: `${files}/uhd.mp4`, quality: null, width: null, height: null, fileType: 'video/mp4' },
    ],
    ...overrides,
  };
}

/** The JPEG signature, for pictures served by the fake CDN. */
export function jpegBytes(id: number): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, id % 256, (id >> 8) % 256, 0xff, 0xd9]);
}
