import { createHash } from 'node:crypto';

/*
 * The shell page's inline start script (shared/build/start-after-first-paint.cjs): it adds the page's
 * preloaded entry scripts, in order, after the first paint when the page already shows something, and at
 * once when it does not. Run here as the page runs it, in jsdom, with the frame under the test's control.
 */

/* eslint-disable @typescript-eslint/no-require-imports */
const { START_SCRIPT, START_SCRIPT_HASH } = require('../../build/start-after-first-paint.cjs') as {
  START_SCRIPT: string;
  START_SCRIPT_HASH: string;
};

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/main.1a2b3c4d.js" data-fintools-start>' +
    '<link rel="preload" as="script" href="/other.5e6f7a8b.js" data-fintools-start>' +
    '<link rel="preload" as="script" href="/919.0a1b2c3d.js">';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

/** Paths of the script elements the start script has added to the head so far. */
const startedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);

/** The page as the start script finds it, then the script itself, as the browser runs an inline script. */
function runPage(root: string, visibility: DocumentVisibilityState = 'visible') {
  document.body.innerHTML = `<div id="root">${root}</div>`;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: visibility });
  new Function(START_SCRIPT)();
}

test('a page that shows something paints first: the scripts start in the task after the next frame', () => {
  runPage('<div data-prerendered inert><h1>EMI Calculator</h1></div>');
  expect(startedScripts()).toEqual([]);
  frames.forEach((frame) => frame(performance.now()));
  expect(startedScripts()).toEqual([]);
  jest.runAllTimers();
  expect(startedScripts()).toEqual(['/main.1a2b3c4d.js', '/other.5e6f7a8b.js']);
});

test('the entry scripts run in document order, not as each arrives', () => {
  runPage('');
  const scripts = [...document.head.querySelectorAll('script')];
  expect(scripts.map((script) => script.async)).toEqual([false, false]);
});

test.each([
  ['an empty #root (a host without the prerender): nothing to paint', '', 'visible'],
  ['a hidden tab: no frame would come', '<p>page</p>', 'hidden'],
] as const)('%s, so the scripts start at once', (_case, root, visibility) => {
  runPage(root, visibility);
  expect(frames).toHaveLength(0);
  expect(startedScripts()).toEqual(['/main.1a2b3c4d.js', '/other.5e6f7a8b.js']);
});

test('only preloads marked data-fintools-start are started (the tool preloads stay hints)', () => {
  runPage('');
  expect(startedScripts()).not.toContain('/919.0a1b2c3d.js');
});

test("the CSP hash is the script's own sha256; the script is one line that cannot end its <script> early", () => {
  expect(START_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`);
  expect(START_SCRIPT).not.toMatch(/\n|<\/script|<!--/i);
});
