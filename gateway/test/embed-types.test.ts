import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { FastifyInstance } from 'fastify';
import { startGateway } from './helpers';

/** What the TypeScript compiler says of a sibling product's file checked against the gateway's embed.d.ts. */
function typeErrors(declarations: string, sibling: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sibling-'));
  fs.writeFileSync(path.join(dir, 'fintools-embed.d.ts'), declarations);
  fs.writeFileSync(path.join(dir, 'sibling.ts'), `import type {} from './fintools-embed';\n${sibling}\nexport {};\n`);
  const program = ts.createProgram([path.join(dir, 'sibling.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    // The lib files are TypeScript's own: checking them would only make each test slower.
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('/mfe/embed.d.ts', () => {
  let app: FastifyInstance;
  let declarations: string;
  beforeAll(async () => {
    app = await startGateway();
    const response = await app.inject('/mfe/embed.d.ts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    declarations = response.body;
  });
  afterAll(async () => {
    await app.close();
  });

  test('names every tool of the live catalogue', async () => {
    const ids = ((await app.inject('/tools.json')).json() as { id: string }[]).map((tool) => tool.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(declarations).toContain(`"${id}"`);
  });

  test('a sibling’s mount call and element attributes type-check', () => {
    const sibling = `
      const element = document.createElement('div');
      void window.FinTools.mount(element, { tool: 'emi', lang: 'hi', props: {} });
      const attributes: import('./fintools-embed').FinToolsToolAttributes = { name: 'tax-compare' };
      void attributes;`;
    expect(typeErrors(declarations, sibling)).toEqual([]);
  }, 60_000);

  test('a retired or misspelt id, or a language we do not have, is a type error', () => {
    const errors = typeErrors(
      declarations,
      `void window.FinTools.mount(document.body, { tool: 'retired-tool' });
       void window.FinTools.mount(document.body, { tool: 'emi', lang: 'fr' });`,
    );
    expect(errors).toEqual([expect.stringMatching(/retired-tool/), expect.stringMatching(/"fr"|'fr'/)]);
  }, 60_000);
});
