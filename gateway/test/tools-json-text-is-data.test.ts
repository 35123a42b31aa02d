import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ELEMENT_ID } from '@fintools/shared/catalogue/catalogue';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import { REPO_ROOT } from '../src/config';
import { composePage, catalogueIn } from '../src/page-html';
import { formatStatusTable } from '../src/release/status-table';
import { terminalCell, terminalText } from '../src/release/terminal-text';
import type { RemotesStatus } from '../src/release/remote-status';
import { startGateway, tempTree } from './helpers';

/*
 * Whatever a build's tools.json says (a `$` pattern, markup, a script's end, control characters), it is
 * text: the page keeps its one <html> and #root, its JSON parses, and a terminal shows it as characters.
 */

/** Every replacement pattern String.replace knows, markup, and the end of a script element. */
const HOSTILE = "Before $` after $' and $& and $1 $$ </script><script>alert(1)</script> <!-- <b>";

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const count = (html: string, text: string) => html.split(text).length - 1;

const jsonIn = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  ) as unknown;

/** The repository's tax tools.json with its first tool's title and summary replaced. */
function hostileTaxTools(title: string, summary: string): string {
  const tools = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mfe-tax', 'tools.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  tools[0] = { ...tools[0], title, summary };
  return JSON.stringify(tools);
}

const INDEX =
  '<!doctype html><html lang=en-IN><head><title>FinTools</title><script defer src="/main.1a2b3c4d.js"></script></head>' +
  '<body><noscript>FinTools needs JavaScript.</noscript><div id=root></div></body></html>';

describe("a build whose tools.json holds `$` patterns and markup (the tax area's, served by the gateway)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({
      staticRoot: tempTree({
        'shell/dist/index.html': INDEX,
        // The shell's server build, escaping text as React does: the summary reaches #root as text.
        'shell/dist/server/render-page.cjs': `
          const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
          exports.renderPage = (tools, path) => {
            const tool = tools.find((candidate) => candidate.path.toLowerCase() === path);
            if (!tool) return { status: path === '/' ? 200 : 404, title: 'FinTools', html: '<p>home</p>' };
            return { status: 200, title: tool.title + ' · FinTools', html: '<p>' + text(tool.summary) + '</p>' };
          };`,
        'mfe-tax/dist/tools.json': hostileTaxTools(`Tax ${HOSTILE}`, HOSTILE),
      }),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test.each(['/', '/old-regime-tax', '/emi-calculator', '/no-such-page'])(
    '%s keeps one <html>, one #root, one body and one main.js, and its catalogue parses',
    async (url) => {
      const html = (await app.inject({ url, headers: { accept: 'text/html' } })).body;
      expect(count(html, '<html')).toBe(1);
      expect(count(html, '<div id=root>')).toBe(1);
      expect(count(html, '</body>')).toBe(1);
      expect(count(html, '/main.1a2b3c4d.js')).toBe(1);
      expect(count(html, '<script>alert(1)')).toBe(0);
      const catalogue = jsonIn(html, CATALOGUE_ELEMENT_ID) as { id: string; summary: string }[];
      // The page's copy is the catalogue in the page's language (English here: no translations carried).
      expect(catalogue).toEqual(catalogueIn((await app.inject('/tools.json')).json(), 'en'));
      expect(catalogue.find((tool) => tool.id === 'old-regime-tax')?.summary).toBe(HOSTILE);
      // Other areas' tools are all there (a broken page showed them "temporarily unavailable").
      expect(catalogue.map((tool) => tool.id)).toEqual(expect.arrayContaining(['emi', 'sip', 'chat']));
      expect(jsonIn(html, REMOTE_MAP_ELEMENT_ID)).toMatchObject({ calculators: '/mfe/calculators/mf-manifest.json' });
    },
  );

  test("the tool's page shows its title and summary as written, escaped, in the title, #root and noscript", async () => {
    const html = (await app.inject({ url: '/old-regime-tax', headers: { accept: 'text/html' } })).body;
    const text = escaped(HOSTILE);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Tax ${text} · FinTools`);
    expect(html).toContain(`<div id=root><p>${text}</p></div>`);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1];
    expect(noscript).toContain(`<strong>Tax ${text}</strong>: ${text}</p>`);
  });
});

describe('composePage writes every part literally', () => {
  test.each(['$`', "$'", '$&', '$1', '$$', '$<name>'])('%s in any part is written as it is', (pattern) => {
    const text = `Before ${pattern} after`;
    const html = composePage(INDEX, {
      title: text,
      rootHtml: `<p>${text}</p>`,
      noscriptHtml: `<p>${text}</p>`,
      catalogue: [],
      remoteMap: { tax: `/mfe/tax/${text}` },
      preloads: [`/${text}.js`],
    });
    expect(count(html, '<html')).toBe(1);
    expect(count(html, '</body>')).toBe(1);
    expect(html).toContain(`<title>${escaped(text)}</title>`);
    expect(html).toContain(`<div id=root><p>${text}</p></div>`);
    expect(html).toContain(`<noscript><p>${text}</p></noscript>`);
    expect(jsonIn(html, REMOTE_MAP_ELEMENT_ID)).toEqual({ tax: `/mfe/tax/${text}` });
    expect(html).toContain(`href="/${escaped(text)}.js"`);
  });
});

describe('pnpm release --status shows a build label as characters, never as terminal commands', () => {
  /** Clear the screen, home the cursor, red text, a right-to-left override, a carriage return, a newline. */
  const SWAPPED_LABEL = 'tax v2\u001b[2J\u001b[H\u001b[31m\u202eNO\u202c\r\nfake row\u0007\u009b';

  test.each([
    ['tax v2\u001b[2J\u001b[H', 'tax v2[2J[H'],
    ['a\u202eb\u2066c\u2069', 'abc'],
    ['bell\u0007 del\u007f csi\u009b', 'bell del csi'],
    ['two\nlines', 'two\nlines'],
  ])('terminalText(%j) is %j', (text, shown) => {
    expect(terminalText(text)).toBe(shown);
  });

  test('a cell keeps to its row', () => {
    expect(terminalCell('v2\r\nFAKE ROW')).toBe('v2 FAKE ROW');
  });

  test('the table has no control character and no extra row, wherever the text sits', () => {
    const build = {
      url: '/mfe/tax/mf-manifest.json',
      label: SWAPPED_LABEL,
      compatible: true,
      problems: [SWAPPED_LABEL],
    };
    const figures = {
      loads: { loaded: 1, failed: 0, timeout: 0, integrity: 0 },
      clients: { loaded: 1, failed: 0, timeout: 0, integrity: 0, any: 1, failure: 0 },
    };
    const status: RemotesStatus = {
      shellProvidesVersions: true,
      remotes: {
        tax: {
          live: { ...build, from: 'release', releasedAt: null, ...figures },
          canary: null,
          previous: null,
          served: { live: build.url, canary: null },
          decision: { url: build.url, outcome: 'promoted', reason: SWAPPED_LABEL, at: '2026-11-24T10:00:00Z' },
        },
      },
    };
    const table = formatStatusTable(status);
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(table.split('\n').filter((line) => line.startsWith('tax  '))).toHaveLength(1);
    expect(table).toContain('tax v2[2J[H[31mNO fake row');
  });
});
