import { findTool, parseCatalogue, TOOLS_FILE } from '../catalogue/catalogue';
import { LANGUAGES, SOURCE_LANGUAGE, type Language, type Translate } from '../language/languages';
import { gatewayUrl } from '../platform/gateway-url';
import { shellMessagesFile } from './shell-page';
import type { Catalogue } from './translator';
import type { ToolLoader } from './tool-loader';

/** The words an embedded tool is shown with: its language, and a translator over its words and the primitives'. */
export interface EmbedWords {
  language: Language;
  /** `<html lang>` of the language ("hi-IN"), for the frame the tool renders in. */
  htmlLang: string;
  translate: Translate;
}

/** How long an embed waits for its words before it shows the tool in English. */
const WORDS_TIME_LIMIT_MS = 5000;

async function gatewayJson(path: string): Promise<unknown> {
  try {
    const response = await fetch(gatewayUrl(path), {
      mode: 'cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(WORDS_TIME_LIMIT_MS),
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An embedded tool's words in `language` (`mount(el, { tool, lang })`, `<fintools-tool lang>`): the UI
 * primitives' from the gateway (the shell's catalogue, `/messages/<language>.json`) and the tool's own, the file
 * the live catalogue names (`/tools.json`, its `messages`), read from its remote like its screen. Undefined for
 * English, a language that is not ours, or a page with no gateway to ask: the tool then shows in English, which
 * a word missing from a catalogue does too.
 */
export async function embedWords(
  loader: ToolLoader,
  area: string,
  id: string,
  lang: string | undefined,
): Promise<EmbedWords | undefined> {
  const language = LANGUAGES.find((entry) => entry.code === lang);
  if (!language || language.code === SOURCE_LANGUAGE) return undefined;
  const [catalogue, primitives, { createTranslator }] = await Promise.all([
    gatewayJson(`/${TOOLS_FILE}`),
    gatewayJson(`/${shellMessagesFile(language.code)}`),
    import(/* webpackChunkName: "translator" */ './translator'),
  ]);
  const file = findTool(parseCatalogue(catalogue), id)?.messages?.[language.code];
  const own = file ? await loader.loadWords(area, file) : undefined;
  const words = [primitives, own].filter(
    (catalogue): catalogue is Catalogue => !!catalogue && typeof catalogue === 'object' && !Array.isArray(catalogue),
  );
  const translate = createTranslator(language.code);
  for (const catalogue of words) await translate.add(catalogue);
  return { language: language.code, htmlLang: language.htmlLang, translate };
}
