import { CATALOGUE_ELEMENT_ID } from '@fintools/shared/catalogue/catalogue';
import { catalogueOf } from '../../test/catalogue';
import { REMOTE_MAP_ELEMENT_ID, VISITOR_BUCKET_KEY } from '@fintools/shared/federation/remote-map';
import { loadCatalogue, pageCatalogue } from './read-catalogue';

const CATALOGUE = catalogueOf();

/** The page as the gateway writes it: the catalogue in a JSON script element. */
function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CATALOGUE_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

/** An answer as fetch gives it (jsdom has no Response): its status and its body as JSON. */
function answer(status: number, body: () => unknown) {
  return async () => ({ ok: status >= 200 && status < 300, status, json: async () => body() });
}

/** The network, as the browser's fetch answers: the one thing these tests stand in for. */
function answerFetch(answer: () => Promise<unknown>) {
  const calls: string[] = [];
  Object.assign(globalThis, {
    fetch: (url: URL | string) => {
      calls.push(String(url));
      return answer();
    },
  });
  return calls;
}

afterEach(() => {
  document.getElementById(CATALOGUE_ELEMENT_ID)?.remove();
  Reflect.deleteProperty(globalThis, 'fetch');
});

test('the page’s catalogue is read as it is, with no request', async () => {
  writeIntoPage(JSON.stringify(CATALOGUE));
  const calls = answerFetch(() => Promise.reject(new Error('no network')));
  expect(pageCatalogue()).toEqual(CATALOGUE);
  await expect(loadCatalogue()).resolves.toEqual(CATALOGUE);
  expect(calls).toEqual([]);
});

test('an entry that breaks the schema costs only itself', () => {
  const [first, second] = CATALOGUE;
  writeIntoPage(JSON.stringify([first, { ...second, path: 'no slash' }, { ...first, id: 'x', area: 'Bad Area' }]));
  expect(pageCatalogue()).toEqual([first]);
});

test('a page without the element, or with text that is not JSON, asks /tools.json', async () => {
  const calls = answerFetch(answer(200, () => CATALOGUE));
  expect(pageCatalogue()).toBeUndefined();
  await expect(loadCatalogue()).resolves.toEqual(CATALOGUE);
  writeIntoPage('{ not json');
  expect(pageCatalogue()).toBeUndefined();
  await expect(loadCatalogue()).resolves.toEqual(CATALOGUE);
  expect(calls).toEqual([`${window.location.origin}/tools.json`, `${window.location.origin}/tools.json`]);
});

test.each([
  ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['the gateway answers 503', answer(503, () => ({}))],
  [
    'the answer is not JSON',
    answer(200, () => {
      throw new SyntaxError('Unexpected token <');
    }),
  ],
  ['the answer is not a list of tools', answer(200, () => ({ tools: [] }))],
])('no catalogue when %s: the shell still starts, with its own pages', async (_case, fetchAnswer) => {
  answerFetch(fetchAnswer);
  await expect(loadCatalogue()).resolves.toEqual([]);
});

test('a visitor in a running canary’s share asks /tools.json?bucket= for the canary’s tools; others keep the page’s', async () => {
  writeIntoPage(JSON.stringify(CATALOGUE));
  const map = document.createElement('script');
  map.type = 'application/json';
  map.id = REMOTE_MAP_ELEMENT_ID;
  map.textContent = JSON.stringify({
    tax: '/mfe/tax/mf-manifest.json',
    canaries: { tax: { url: '/v2/mf-manifest.json', percent: 10 } },
  });
  document.body.append(map);
  const canaryTools = CATALOGUE.slice(0, 2);
  const calls = answerFetch(answer(200, () => canaryTools));
  try {
    window.localStorage.setItem(VISITOR_BUCKET_KEY, '5');
    await expect(loadCatalogue()).resolves.toEqual(canaryTools);
    expect(calls).toEqual([`${window.location.origin}/tools.json?bucket=5`]);
    window.localStorage.setItem(VISITOR_BUCKET_KEY, '5000');
    await expect(loadCatalogue()).resolves.toEqual(CATALOGUE);
    expect(calls).toHaveLength(1);
  } finally {
    map.remove();
    window.localStorage.removeItem(VISITOR_BUCKET_KEY);
  }
});
