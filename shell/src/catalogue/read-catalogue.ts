import {
  CATALOGUE_ELEMENT_ID,
  parseCatalogue,
  TOOLS_FILE,
  type CatalogueTool,
} from '@fintools/shared/catalog/catalogue';

/**
 * The catalogue the gateway wrote into this page (`<script type="application/json" id="fintools-catalogue">`),
 * current as of this page load; undefined when the page has none or it is not JSON.
 */
export function pageCatalogue(doc: Document = document): CatalogueTool[] | undefined {
  const text = doc.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseCatalogue(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * The live catalogue: the page's copy, else `/tools.json` from the gateway (a page served without one:
 * a static host, the development server). Never rejects: without a catalogue the shell still shows its
 * own pages, and every tool path the 404 page.
 */
export async function loadCatalogue(): Promise<CatalogueTool[]> {
  const inline = pageCatalogue();
  if (inline) return inline;
  try {
    const response = await fetch(new URL(`/${TOOLS_FILE}`, window.location.href), { cache: 'no-cache' });
    return response.ok ? parseCatalogue(await response.json()) : [];
  } catch {
    return [];
  }
}
