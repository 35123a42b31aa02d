import { loadEmbeddedTool, UnknownToolError, type AreaOfTool } from './embed-api';
import type { ToolLoader } from './tool-loader';

/**
 * `<fintools-tool name="emi">`: a tool on any page, with one script tag and no framework. Each element
 * mounts the tool through its remote's `./mount` and unmounts it when removed from the page. `lang="hi"`
 * shows it in Hindi; changing `name` or `lang` renders it again.
 */
export function defineFintoolsToolElement(loaderFor: () => ToolLoader, areaOf: AreaOfTool, tagName = 'fintools-tool') {
  if (customElements.get(tagName)) return;

  class FintoolsToolElement extends HTMLElement {
    static observedAttributes = ['name', 'lang'];
    #unmount: (() => void) | undefined;
    #generation = 0;

    connectedCallback() {
      void this.#render();
    }

    disconnectedCallback() {
      this.#generation += 1;
      this.#unmount?.();
      this.#unmount = undefined;
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
      if (previous !== null && previous !== next && this.isConnected) {
        this.disconnectedCallback();
        void this.#render();
      }
    }

    async #render() {
      const generation = ++this.#generation;
      const name = this.getAttribute('name') ?? '';
      try {
        const render = await loadEmbeddedTool(loaderFor(), areaOf, name, this.getAttribute('lang') ?? undefined);
        if (generation !== this.#generation) return; // removed or renamed while loading
        this.replaceChildren();
        this.#unmount = render(this, { ownTokens: false });
      } catch (error) {
        if (generation !== this.#generation) return;
        this.textContent = error instanceof UnknownToolError ? error.message : 'This tool is temporarily unavailable.';
      }
    }
  }

  customElements.define(tagName, FintoolsToolElement);
}
