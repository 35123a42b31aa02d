import type { Mount, MountOptions } from './create-mount';
import { embedWords } from './embed-words';
import type { ToolLoader } from './tool-loader';
import styles from './embed.module.css';

/** `window.FinTools` on a page with embed.js: tools for frameworks that render their own elements. */
export interface FinToolsEmbedApi {
  /**
   * Renders one tool inside `element` (appended: the element's other children stay) and resolves to
   * a function that unmounts it. Rejects for an unknown tool id or a remote that cannot be loaded.
   * `lang: 'hi'` shows it in Hindi (what the gateway has of its words; English without a gateway to ask).
   * @example const unmount = await window.FinTools.mount(div, { tool: 'emi' }); // later: unmount()
   */
  mount(element: Element, options: EmbedOptions): Promise<() => void>;
}

/** What a sibling page passes to `mount`: the tool, its props, and the language to show it in. */
export type EmbedOptions = Omit<MountOptions, 'words'> & { lang?: string };

/**
 * What the first embed.js leaves on the page for the others (`window.__fintoolsEmbed`, embed-entry.ts).
 * Its shape is the one every earlier embed.js used, so scripts of older and newer builds still join.
 */
export interface EmbedHostHandle {
  /** `tools`: the ids the remote serves (an embed.js of an older build leaves them out). */
  loader: { addRemote(remote: string, entry: string, tools?: readonly string[]): void };
  setGatewayBase: (base: string) => void;
}

/** A remote an embed.js brings: its area, its remoteEntry.js and the ids of its tools. */
export type EmbeddedRemote = readonly [area: string, entry: string, tools: readonly string[]];

/** Which area serves a tool id on this page; undefined once no embed.js on the page has it. */
export type AreaOfTool = (id: string) => Promise<string | undefined>;

/** Renders a loaded tool into a new frame appended to `parent`; returns its unmount. */
export type RenderEmbeddedTool = (
  parent: Element,
  options: { props?: Record<string, unknown>; ownTokens: boolean },
) => () => void;

/**
 * Loads the remote `./mount` that serves tool `id`, and its words when `lang` is a translated language. The
 * tool then renders in a frame of its own that carries the embed's base styles and its language (`lang`);
 * `ownTokens` also puts the design tokens on the frame (a `<fintools-tool>` element carries them itself).
 */
export async function loadEmbeddedTool(
  loader: ToolLoader,
  areaOf: AreaOfTool,
  id: string,
  lang?: string,
): Promise<RenderEmbeddedTool> {
  const area = await areaOf(id);
  if (!area) throw new UnknownToolError(id);
  const [{ mount }, words] = await Promise.all([
    loader.loadExposed<{ mount: Mount }>(area, 'mount'),
    embedWords(loader, area, id, lang),
  ]);
  return (parent, { props, ownTokens }) => {
    const frame = document.createElement('div');
    frame.className = styles.root ?? '';
    if (ownTokens) frame.setAttribute('data-fintools-embed', '');
    if (words) frame.lang = words.htmlLang;
    parent.append(frame);
    const unmount = mount(frame, { tool: id, props, ...(words ? { words } : {}) });
    return () => {
      unmount();
      frame.remove();
    };
  };
}

/** A tool id that no embed.js on the page serves. */
export class UnknownToolError extends Error {
  constructor(id: string) {
    super(`Unknown FinTools tool "${id}".`);
    this.name = 'UnknownToolError';
  }
}

export function createEmbedApi(loader: ToolLoader, areaOf: AreaOfTool): FinToolsEmbedApi {
  return {
    async mount(element, { tool, props, lang }) {
      const render = await loadEmbeddedTool(loader, areaOf, tool, lang);
      return render(element, { props, ownTokens: true });
    },
  };
}
