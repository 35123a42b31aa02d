import { findTool } from '../catalog/tools';
import type { Mount, MountOptions } from './create-mount';
import type { ToolLoader } from './tool-loader';
import styles from './embed.module.css';

/** `window.FinTools` on a page with embed.js: tools for frameworks that render their own elements. */
export interface FinToolsEmbedApi {
  /**
   * Renders one tool inside `element` (appended: the element's other children stay) and resolves to
   * a function that unmounts it. Rejects for an unknown tool id or a remote that cannot be loaded.
   * @example const unmount = await window.FinTools.mount(div, { tool: 'emi' }); // later: unmount()
   */
  mount(element: Element, options: MountOptions): Promise<() => void>;
}

/**
 * What the first embed.js leaves on the page for the others (`window.__fintoolsEmbed`, embed-entry.ts).
 * Its shape is the one every earlier embed.js used, so scripts of older and newer builds still join.
 */
export interface EmbedHostHandle {
  loader: Pick<ToolLoader, 'addRemote'>;
  setGatewayBase: (base: string) => void;
}

/** Renders a loaded tool into a new frame appended to `parent`; returns its unmount. */
export type RenderEmbeddedTool = (
  parent: Element,
  options: { props?: Record<string, unknown>; ownTokens: boolean },
) => () => void;

/**
 * Loads the remote `./mount` that serves tool `id`. The tool then renders in a frame of its own that
 * carries the embed's base styles; `ownTokens` also puts the design tokens on the frame (a
 * `<fintools-tool>` element carries them itself).
 */
export async function loadEmbeddedTool(loader: ToolLoader, id: string): Promise<RenderEmbeddedTool> {
  const tool = findTool(id);
  if (!tool) throw new Error(`Unknown FinTools tool "${id}".`);
  const { mount } = await loader.loadExposed<{ mount: Mount }>(tool.remote, 'mount');
  return (parent, { props, ownTokens }) => {
    const frame = document.createElement('div');
    frame.className = styles.root ?? '';
    if (ownTokens) frame.setAttribute('data-fintools-embed', '');
    parent.append(frame);
    const unmount = mount(frame, { tool: tool.id, props });
    return () => {
      unmount();
      frame.remove();
    };
  };
}

export function createEmbedApi(loader: ToolLoader): FinToolsEmbedApi {
  return {
    async mount(element, { tool, props }) {
      const render = await loadEmbeddedTool(loader, tool);
      return render(element, { props, ownTokens: true });
    },
  };
}
