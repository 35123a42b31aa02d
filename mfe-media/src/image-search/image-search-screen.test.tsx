import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import {
  blobBytes,
  captureDownloads,
  deferred,
  failOnConsole,
  fakeResponse,
  jpegBytes,
  photo,
  stubFetch,
} from '../../test/media-test-helpers';
import type { Photo } from '../media-search/media-api';
import { InLanguage } from '../../../shared/test/words';
import ImageSearchScreen from './image-search-screen';

failOnConsole();

const keyword = () => screen.getByLabelText('Keyword');
const count = () => screen.getByLabelText('Image count');
const searchButton = () => screen.getByRole('button', { name: /^(Search Images|Searching\.\.\.)$/ });
const cards = () => screen.queryAllByRole('article');
/** A card's credit line, read whole (its words are split by the links). */
const creditIn = (card: HTMLElement) =>
  within(card).getByText((_, element) => element?.tagName === 'P' && /on Pexels$/.test(element.textContent ?? ''));

/** The gateway answering every image search with `photos`, and the CDN serving each picture's bytes. */
function gatewayWith(photos: Photo[]) {
  return stubFetch((url) => {
    if (url.startsWith('http://localhost/api/images')) return fakeResponse({ json: { photos } });
    const id = Number(/photos\/(\d+)\//.exec(url)?.[1]);
    return fakeResponse({ bytes: jpegBytes(id) });
  });
}

async function searchFor(text: string, countText?: string) {
  await userEvent.clear(keyword());
  await userEvent.type(keyword(), text);
  if (countText !== undefined) {
    await userEvent.clear(count());
    if (countText) await userEvent.type(count(), countText);
  }
  await userEvent.click(searchButton());
}

test('the form: Keyword, Image count 10, and Search Images disabled while the keyword is blank', async () => {
  const fetchMock = gatewayWith([]);
  render(<ImageSearchScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Image Search' })).toBeInTheDocument();
  expect(keyword()).toHaveValue('');
  expect(count()).toHaveValue('10');
  expect(searchButton()).toHaveTextContent('Search Images');
  expect(searchButton()).toBeDisabled();

  await userEvent.type(keyword(), '   ');
  expect(searchButton()).toBeDisabled();
  await userEvent.type(keyword(), '{Enter}');
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(keyword(), 'tea');
  expect(searchButton()).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Download All (medium)' })).not.toBeInTheDocument();
});

test("while searching the button reads 'Searching...' and is disabled; then the cards show", async () => {
  const answer = deferred<Response>();
  const fetchMock = stubFetch(() => answer.promise);
  render(<ImageSearchScreen />);
  await userEvent.type(keyword(), '  masala chai ');
  await userEvent.click(searchButton());

  expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '');
  expect(url.origin + url.pathname).toBe('http://localhost/api/images');
  expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'masala chai', per_page: '10' });
  expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');

  answer.resolve(fakeResponse({ json: { photos: [photo(1001), photo(1002), photo(1003)] } }));
  expect(await screen.findByRole('heading', { level: 2, name: '3 images for “masala chai”' })).toBeInTheDocument();
  expect(cards()).toHaveLength(3);
  expect(searchButton()).toHaveTextContent('Search Images');
  expect(searchButton()).toBeEnabled();
});

test.each([
  ['0', '1'],
  ['200', '80'],
  ['80', '80'],
  ['1', '1'],
  ['', '10'],
])('an image count of %j searches for %s and the field shows it', async (typed, sent) => {
  const fetchMock = gatewayWith([photo(1)]);
  render(<ImageSearchScreen />);
  await searchFor('tea', typed);
  await screen.findByRole('article');
  expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '').searchParams.get('per_page')).toBe(sent);
  expect(count()).toHaveValue(sent);
});

test('the count field takes digits only', async () => {
  render(<ImageSearchScreen />);
  await userEvent.clear(count());
  await userEvent.type(count(), '-2x5.');
  expect(count()).toHaveValue('25');
});

test('a pasted count keeps its digits however much text comes with them (the clamp sizes it, not a length cap)', async () => {
  render(<ImageSearchScreen />);
  await userEvent.clear(count());
  await userEvent.click(count());
  await userEvent.paste('about 25 images');
  expect(count()).toHaveValue('25');
  await userEvent.clear(count());
  await userEvent.paste('9'.repeat(60));
  expect(count()).toHaveValue('9'.repeat(60));
});

test('a card: the medium picture, lazy and sized, the description cut at 60 characters, the Pexels credit', async () => {
  const longAlt = 'Brown wooden table with a cup of masala chai and biscuits beside a window in Mumbai';
  gatewayWith([photo(1001, { alt: longAlt }), photo(1002, { alt: 'Chai' })]);
  render(<ImageSearchScreen />);
  await searchFor('chai');
  const [first, second] = await screen.findAllByRole('article');
  if (!first || !second) throw new Error('two cards expected');

  const picture = within(first).getByRole('img');
  expect(picture).toHaveAttribute('src', photo(1001).src.medium);
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('alt', longAlt);
  expect(picture).toHaveAttribute('width', '4000');
  expect(picture).toHaveAttribute('height', '2667');
  expect(within(first).getByText('Brown wooden table with a cup of masala chai and biscuits be…')).toBeInTheDocument();
  expect(first).toHaveAccessibleName('Brown wooden table with a cup of masala chai and biscuits be…');
  expect(within(second).getByText('Chai')).toBeInTheDocument();

  expect(creditIn(first)).toHaveTextContent('Photo by Asha Menon on Pexels');
  const photographer = within(first).getByRole('link', { name: 'Asha Menon' });
  expect(photographer).toHaveAttribute('href', 'https://www.pexels.com/@asha-1001');
  const pexels = within(first).getByRole('link', { name: 'Pexels' });
  expect(pexels).toHaveAttribute('href', 'https://www.pexels.com/photo/1001/');
  for (const link of [photographer, pexels]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  }
});

test('a photo without alt text, size or links still gets a description, an alt and a credit, and no NaN', async () => {
  gatewayWith([photo(7, { alt: '', width: 0, height: 0, photographerUrl: '', pageUrl: '' })]);
  render(<ImageSearchScreen />);
  await searchFor('tea');
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Photo by Asha Menon');
  expect(within(card).getByRole('img')).not.toHaveAttribute('width');
  expect(creditIn(card)).toHaveTextContent('Photo by Asha Menon on Pexels');
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('NaN');
});

test('no results: says so, with no Download All', async () => {
  gatewayWith([]);
  render(<ImageSearchScreen />);
  await searchFor('zzzz');
  expect(await screen.findByRole('heading', { level: 2, name: '0 images for “zzzz”' })).toBeInTheDocument();
  expect(screen.getByText('Nothing matched. Try another keyword.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download All (medium)' })).not.toBeInTheDocument();
});

test('a failed search keeps the earlier results and shows a dismissible notice', async () => {
  let fail = false;
  stubFetch(() =>
    fail
      ? fakeResponse({ status: 502, json: { error: 'The media search service failed' } })
      : fakeResponse({ json: { photos: [photo(1), photo(2)] } }),
  );
  render(<ImageSearchScreen />);
  await searchFor('tea');
  expect(await screen.findAllByRole('article')).toHaveLength(2);

  fail = true;
  await searchFor('coffee');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent("Couldn't load results. Try again.");
  expect(cards()).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 2, name: '2 images for “tea”' })).toBeInTheDocument();
  expect(searchButton()).toBeEnabled();

  await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // A search that works again clears the notice by itself.
  await searchFor('coffee');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  fail = false;
  await searchFor('coffee');
  await screen.findByRole('heading', { level: 2, name: '2 images for “coffee”' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a search that cannot reach the gateway, or gets no JSON back, says the same', async () => {
  let mode: 'offline' | 'html' = 'offline';
  stubFetch(() => {
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    return fakeResponse({ status: 429 });
  });
  render(<ImageSearchScreen />);
  await searchFor('tea');
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load results. Try again.");
  mode = 'html';
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await userEvent.click(searchButton());
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load results. Try again.");
});

test("the gateway's 'not configured' message is shown as given", async () => {
  stubFetch(() => fakeResponse({ status: 503, json: { error: 'Image search is not configured' } }));
  render(<ImageSearchScreen />);
  await searchFor('tea');
  const notice = await screen.findByRole('alert');
  expect(within(notice).getByText('Image search is not configured')).toBeInTheDocument();
  expect(notice).not.toHaveTextContent("Couldn't load results");
  expect(cards()).toHaveLength(0);
});

test.each([
  [503, 'the budget of every visitor is spent'],
  [429, "the visitor's network has spent its share of the day"],
])("the gateway's busy message (%d: %s) is shown as given, and the earlier results stay", async (status) => {
  let busy = false;
  stubFetch(() =>
    busy
      ? fakeResponse({ status, json: { error: 'Image and video search is busy. Try again in a few minutes.' } })
      : fakeResponse({ json: { photos: [photo(1), photo(2)] } }),
  );
  render(<ImageSearchScreen />);
  await searchFor('tea');
  expect(await screen.findAllByRole('article')).toHaveLength(2);

  busy = true;
  await searchFor('coffee');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Image and video search is busy. Try again in a few minutes.');
  expect(notice).not.toHaveTextContent("Couldn't load results");
  expect(cards()).toHaveLength(2);
});

test('Download Sizes lists every size; Download fetches it in CORS mode and saves image-{id}-{size}.jpg', async () => {
  const fetchMock = gatewayWith([photo(1001), photo(1002)]);
  const saved = captureDownloads();
  render(<ImageSearchScreen />);
  await searchFor('tea');
  const card = (await screen.findAllByRole('article'))[1];
  if (!card) throw new Error('no second card');

  const sizes = within(card).getByLabelText('Download Sizes');
  expect(
    within(sizes)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Original', 'Large 2x', 'Large', 'Medium', 'Small', 'Portrait', 'Landscape', 'Tiny']);
  await userEvent.selectOptions(sizes, 'large');
  await userEvent.click(within(card).getByRole('button', { name: 'Download' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(fetchMock).toHaveBeenLastCalledWith(photo(1002).src.large, expect.objectContaining({ mode: 'cors' }));
  expect(saved[0]?.name).toBe('image-1002-large.jpg');
  expect(await blobBytes(saved[0]!.blob)).toEqual(jpegBytes(1002));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.selectOptions(sizes, 'large2x');
  await userEvent.click(within(card).getByRole('button', { name: 'Download' }));
  await waitFor(() =>
    expect(saved.map((file) => file.name)).toEqual(['image-1002-large.jpg', 'image-1002-large2x.jpg']),
  );
});

test('a failed download says which file failed, and the results stay', async () => {
  stubFetch((url) =>
    url.includes('/api/images') ? fakeResponse({ json: { photos: [photo(123)] } }) : fakeResponse({ status: 404 }),
  );
  const saved = captureDownloads();
  render(<ImageSearchScreen />);
  await searchFor('tea');
  const card = await screen.findByRole('article');
  await userEvent.selectOptions(within(card).getByLabelText('Download Sizes'), 'large');
  await userEvent.click(within(card).getByRole('button', { name: 'Download' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't download image-123-large.jpg.");
  expect(saved).toHaveLength(0);
  expect(within(card).getByRole('button', { name: 'Download' })).toBeEnabled();
});

test('Download All (medium) shows its progress, then saves one ZIP of image-{id}.jpg files', async () => {
  const photos = [photo(1001), photo(1002), photo(1003)];
  const firstPicture = deferred<Response>();
  const fetchMock = stubFetch((url) => {
    if (url.includes('/api/images')) return fakeResponse({ json: { photos } });
    const id = Number(/photos\/(\d+)\//.exec(url)?.[1]);
    return id === 1001 ? firstPicture.promise : fakeResponse({ bytes: jpegBytes(id) });
  });
  const saved = captureDownloads();
  render(<ImageSearchScreen />);
  await searchFor('masala chai');
  await screen.findAllByRole('article');

  const downloadAll = screen.getByRole('button', { name: 'Download All (medium)' });
  await userEvent.click(downloadAll);
  const progress = await screen.findByRole('progressbar', { name: 'Downloading 3 of 3…' });
  expect(progress).toHaveAttribute('max', '3');
  expect(progress).toHaveAttribute('value', '2');
  expect(downloadAll).toBeDisabled();
  expect(saved).toHaveLength(0);

  firstPicture.resolve(fakeResponse({ bytes: jpegBytes(1001) }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.name).toBe('images-masala-chai.zip');
  expect(saved[0]?.blob.type).toBe('application/zip');
  const entries = unzipSync(await blobBytes(saved[0]!.blob));
  expect(Object.keys(entries)).toEqual(['image-1001.jpg', 'image-1002.jpg', 'image-1003.jpg']);
  expect(entries['image-1002.jpg']).toEqual(jpegBytes(1002));

  const pictureCalls = fetchMock.mock.calls.filter(([url]) => !url.includes('/api/images'));
  expect(pictureCalls.map(([url]) => url)).toEqual(photos.map((item) => item.src.medium));
  expect(pictureCalls.every(([, init]) => init?.mode === 'cors')).toBe(true);

  expect(await screen.findByRole('status')).toHaveTextContent('Saved images-masala-chai.zip with 3 images.');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(downloadAll).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Download All leaves out a picture that fails and names it; nothing arriving saves nothing', async () => {
  let failing = new Set([1002]);
  stubFetch((url) => {
    if (url.includes('/api/images')) return fakeResponse({ json: { photos: [photo(1001), photo(1002), photo(1003)] } });
    const id = Number(/photos\/(\d+)\//.exec(url)?.[1]);
    return failing.has(id) ? fakeResponse({ status: 500 }) : fakeResponse({ bytes: jpegBytes(id) });
  });
  const saved = captureDownloads();
  render(<ImageSearchScreen />);
  await searchFor('tea');
  await screen.findAllByRole('article');

  await userEvent.click(screen.getByRole('button', { name: 'Download All (medium)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't download image-1002.jpg.");
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(Object.keys(unzipSync(await blobBytes(saved[0]!.blob)))).toEqual(['image-1001.jpg', 'image-1003.jpg']);

  failing = new Set([1001, 1002, 1003]);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await userEvent.click(screen.getByRole('button', { name: 'Download All (medium)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't download images-tea.zip.");
  expect(saved).toHaveLength(1);
});

test('in Hindi: the form, the heading and the credit in Hindi, with the same links and figures', async () => {
  gatewayWith([photo(1001, { alt: 'Chai' })]);
  render(
    <InLanguage areaDir={path.join(__dirname, '../..')} language="hi">
      <ImageSearchScreen />
    </InLanguage>,
  );
  expect(screen.getByRole('search', { name: 'इमेज खोजें' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('कीवर्ड'), 'chai');
  expect(screen.getByLabelText('इमेज की संख्या')).toHaveValue('10');
  await userEvent.click(screen.getByRole('button', { name: 'इमेज खोजें' }));
  expect(await screen.findByRole('heading', { name: '“chai” के लिए 1 इमेज' })).toBeInTheDocument();
  const card = screen.getByRole('article');
  expect(
    within(card).getByText((_, element) => element?.tagName === 'P' && /, Pexels पर$/.test(element.textContent ?? '')),
  ).toHaveTextContent('Asha Menon की फ़ोटो, Pexels पर');
  expect(within(card).getByRole('link', { name: 'Asha Menon' })).toHaveAttribute(
    'href',
    'https://www.pexels.com/@asha-1001',
  );
  expect(within(card).getByRole('button', { name: 'डाउनलोड करें' })).toBeInTheDocument();
});
