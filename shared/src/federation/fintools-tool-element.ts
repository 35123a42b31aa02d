import { findTool } from '../catalog/tools';
import type { Mount } from './create-mount';
import type { ToolLoader } from './tool-loader';

/**
 * `<fintools-tool name="emi">`: a tool on any page, with one script tag and no framework. Each element
 * mounts the tool through its remote's `./mount` and unmounts it when removed from the page.
 */
export function defineFintoolsToolElement(loaderFor: () => ToolLoader, tagName = 'fintools-tool') {
  if (customElements.get(tagName)) return;

  class FintoolsToolElement extends HTMLElement {
    static observedAttributes = ['name'];
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
      const tool = findTool(this.getAttribute('name') ?? '');
      if (!tool) {
        this.textContent = `Unknown FinTools tool "${this.getAttribute('name') ?? ''}".`;
        return;
      }
      try {
        const { mount } = await loaderFor().loadExposed<{ mount: Mount }>(tool.remote, 'mount');
        if (generation !== this.#generation) return; // removed or renamed while loading
        const container = document.createElement('div');
        this.replaceChildren(container);
        this.#unmount = mount(container, { tool: tool.id });
      } catch {
        if (generation === this.#generation) this.textContent = 'This tool is temporarily unavailable.';
      }
    }
  }

  customElements.define(tagName, FintoolsToolElement);
}
