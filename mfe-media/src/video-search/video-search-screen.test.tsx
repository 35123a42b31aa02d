import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, failOnConsole, fakeResponse, stubFetch, video } from '../../test/media-test-helpers';
import type { Video } from '@fintools/shared/api/media';
import VideoSearchScreen from './video-search-screen';

failOnConsole();

const keyword = () => screen.getByLabelText('Keyword');
const count = () => screen.getByLabelText('Video count');
const searchButton = () => screen.getByRole('button', { name: /^(Search Videos|Searching\.\.\.)$/ });

function gatewayWith(videos: Video[]) {
  return stubFetch(() => fakeResponse({ json: { videos } }));
}

async function searchFor(text: string, countText?: string) {
  await userEvent.clear(keyword());
  if (text) await userEvent.type(keyword(), text);
  if (countText !== undefined) {
    await userEvent.clear(count());
    if (countText) await userEvent.type(count(), countText);
  }
  await userEvent.click(searchButton());
}

test("a blank keyword: 'Please enter a keyword to search.' under the field, tied to it, and no search", async () => {
  const fetchMock = gatewayWith([video(1)]);
  render(<VideoSearchScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Video Search' })).toBeInTheDocument();
  expect(count()).toHaveValue('10');
  expect(searchButton()).toHaveTextContent('Search Videos');

  await searchFor('   ');
  expect(screen.getByText('Please enter a keyword to search.')).toBeInTheDocument();
  expect(keyword()).toHaveAccessibleDescription('Please enter a keyword to search.');
  expect(keyword()).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(keyword(), 'rain');
  expect(screen.queryByText('Please enter a keyword to search.')).not.toBeInTheDocument();
  expect(keyword()).not.toHaveAttribute('aria-invalid');
});

test("while searching the button reads 'Searching...' and is disabled; the count is clamped to 80", async () => {
  const answer = deferred<Response>();
  const fetchMock = stubFetch(() => answer.promise);
  render(<VideoSearchScreen />);
  await searchFor('monsoon', '200');
  expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '');
  expect(url.pathname).toBe('/api/videos');
  expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'monsoon', per_page: '80' });
  expect(count()).toHaveValue('80');

  answer.resolve(fakeResponse({ json: { videos: [video(2001)] } }));
  expect(await screen.findByRole('heading', { level: 2, name: '1 video for “monsoon”' })).toBeInTheDocument();
  expect(searchButton()).toBeEnabled();
});

test('a count of 0 searches for 1', async () => {
  const fetchMock = gatewayWith([video(1)]);
  render(<VideoSearchScreen />);
  await searchFor('rain', '0');
  await screen.findByRole('article');
  expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '').searchParams.get('per_page')).toBe('1');
  expect(count()).toHaveValue('1');
});

test('a card: the preview, its length as m:ss, the author, and each file as a download link', async () => {
  gatewayWith([video(2001), video(2002, { duration: 3600, user: { name: 'Meera Iyer', url: '' } })]);
  render(<VideoSearchScreen />);
  await searchFor('rain');
  const [first, second] = await screen.findAllByRole('article');
  if (!first || !second) throw new Error('two cards expected');

  const preview = within(first).getByRole('img', { name: 'Video by Ravi Kulkarni' });
  expect(preview).toHaveAttribute('src', video(2001).image);
  expect(preview).toHaveAttribute('loading', 'lazy');
  expect(within(first).getByText('1:05')).toHaveAttribute('datetime', 'PT1M5S');
  expect(within(second).getByText('60:00')).toBeInTheDocument();
  expect(first).toHaveAccessibleName('Video by Ravi Kulkarni on Pexels');
  expect(within(first).getByRole('link', { name: 'Ravi Kulkarni' })).toHaveAttribute(
    'href',
    'https://www.pexels.com/@ravi-2001',
  );
  // No profile address: the name is plain text, not a dead link.
  expect(within(second).queryByRole('link', { name: 'Meera Iyer' })).not.toBeInTheDocument();
  expect(second).toHaveTextContent('Video by Meera Iyer on Pexels');

  const sizes = within(first).getByRole('button', { name: 'Download Sizes' });
  expect(sizes).toHaveAttribute('aria-expanded', 'false');
  expect(within(first).queryByRole('link', { name: /1920/ })).not.toBeInTheDocument();
  await userEvent.click(sizes);
  expect(sizes).toHaveAttribute('aria-expanded', 'true');

  const files = within(first).getByRole('list');
  expect(sizes).toHaveAttribute('aria-controls', files.id);
  const links = within(files).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['hd · 1920 × 1080', 'sd · 640 × 360', 'Original']);
  video(2001).files.forEach((file, index) => {
    const link = links[index];
    expect(link).toHaveAttribute('href', file.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('download');
  });
  expect(document.body).not.toHaveTextContent('NaN');

  await userEvent.click(sizes);
  expect(within(first).queryByRole('list')).not.toBeInTheDocument();
});

test('a video without a preview or an author still shows a card', async () => {
  gatewayWith([video(5, { image: '', user: { name: '', url: '' }, duration: 0 })]);
  render(<VideoSearchScreen />);
  await searchFor('rain');
  const card = await screen.findByRole('article');
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  expect(within(card).getByText('No preview')).toBeInTheDocument();
  expect(within(card).getByText('0:00')).toBeInTheDocument();
  expect(card).toHaveTextContent('Video by an unnamed creator on Pexels');
});

test('a failed search keeps the earlier results and shows a notice; "not configured" and "busy" are shown as given', async () => {
  let answer: 'ok' | 'down' | 'unconfigured' | 'busy' = 'ok';
  stubFetch(() => {
    if (answer === 'busy') {
      return fakeResponse({
        status: 503,
        json: { error: 'Image and video search is busy. Try again in a few minutes.' },
      });
    }
    if (answer === 'down') return fakeResponse({ status: 502, json: { error: 'The media search service failed' } });
    if (answer === 'unconfigured')
      return fakeResponse({ status: 503, json: { error: 'Video search is not configured' } });
    return fakeResponse({ json: { videos: [video(1), video(2), video(3)] } });
  });
  render(<VideoSearchScreen />);
  await searchFor('rain');
  expect(await screen.findAllByRole('article')).toHaveLength(3);

  answer = 'down';
  await searchFor('snow');
  const notice = await screen.findByRole('alert');
  expect(within(notice).getByText("Couldn't load results. Try again.")).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByRole('heading', { level: 2, name: '3 videos for “rain”' })).toBeInTheDocument();

  answer = 'unconfigured';
  await searchFor('snow');
  expect(await within(screen.getByRole('alert')).findByText('Video search is not configured')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);

  answer = 'busy';
  await searchFor('hail');
  expect(
    await within(screen.getByRole('alert')).findByText('Image and video search is busy. Try again in a few minutes.'),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
