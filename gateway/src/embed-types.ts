import type { FastifyInstance } from 'fastify';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { LANGUAGES } from '@fintools/shared/language/languages';
import type { RemoteRegistry } from './remotes';
import { CACHE_REVALIDATE } from './static-files';

/** Where a sibling product fetches the embed's types (docs/embedding.md "Typed embeds"). */
export const EMBED_TYPES_PATH = '/mfe/embed.d.ts';

const literal = (text: string) => JSON.stringify(text);

/**
 * The TypeScript declarations of the embed as the live catalogue has it: the union of the tool ids it serves,
 * the languages, `window.FinTools.mount`'s options and the `<fintools-tool>` element's attributes. A sibling
 * product that checks its code against this file gets a type error for a tool that was retired or renamed, at
 * build time, instead of a broken page. Made from the catalogue each time it is asked for (it is small), so it
 * follows every release, rollback and retirement.
 */
export function embedTypes(catalogue: readonly CatalogueTool[]): string {
  const ids = [...new Set(catalogue.map((tool) => tool.id))].sort();
  const union = (values: readonly string[]) => (values.length > 0 ? values.map(literal).join(' | ') : 'never');
  const titles = catalogue
    .slice()
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((tool) => ` *   ${tool.id}: ${tool.title.replace(/\*\//g, '* /')}`)
    .join('\n');
  return `// FinTools embed types, made from the live catalogue. Fetch again to follow releases.
/**
 * The tools the live catalogue serves:
${titles}
 */
export type FinToolsToolId = ${union(ids)};

/** The languages a tool can be shown in. */
export type FinToolsLanguage = ${union(LANGUAGES.map((language) => language.code))};

/** What \`window.FinTools.mount\` takes. */
export interface FinToolsMountOptions {
  tool: FinToolsToolId;
  props?: Record<string, unknown>;
  lang?: FinToolsLanguage;
}

/** \`window.FinTools\`, defined by any area's embed.js. */
export interface FinToolsEmbedApi {
  /** Renders the tool inside \`element\` (appended) and resolves to its unmount. */
  mount(element: Element, options: FinToolsMountOptions): Promise<() => void>;
}

/** \`<fintools-tool name="…" lang="…">\`. */
export interface FinToolsToolAttributes {
  name: FinToolsToolId;
  lang?: FinToolsLanguage;
}

declare global {
  interface Window {
    FinTools: FinToolsEmbedApi;
  }
}
`;
}

export function registerEmbedTypesRoute(app: FastifyInstance, registry: RemoteRegistry): void {
  app.get(EMBED_TYPES_PATH, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_REVALIDATE)
      .header('access-control-allow-origin', '*')
      .type('application/typescript; charset=utf-8')
      .send(embedTypes(registry.snapshot().catalogue())),
  );
}
