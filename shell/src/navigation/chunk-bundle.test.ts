import { runChunkBundle } from './chunk-bundle';

const scriptsIn = () => Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
});

test('runs the bundle the page preloads, once, as a script of the same URL', () => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/919.11111111.js" fetchpriority="low">' +
    '<link rel="preload" as="script" href="/chunks/787.6539e11b+45.9496da33.js" fetchpriority="low" data-fintools-bundle>';
  runChunkBundle();
  expect(scriptsIn()).toEqual(['http://localhost/chunks/787.6539e11b+45.9496da33.js']);
});

test('a page without one (a shell page, a static host) runs nothing', () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/945.88888888.js" fetchpriority="low">';
  runChunkBundle();
  expect(scriptsIn()).toEqual([]);
});
