import {
  CATALOGUE_ELEMENT_ID,
  parseCatalogue,
  TOOLS_FILE,
  type CatalogueTool,
} from '@fintools/shared/catalogue/catalogue';
import { wordsIn } from '@fintools/shared/catalogue/tool-entry';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import { pageLanguage } from '../language/page-words';

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
 * This visitor's canary bucket when the page's remote map runs a canary whose share takes it in, else
 * undefined: such a visitor gets the canary's build, whose tools may differ from the page's live catalogue.
 * The remote-map code downloads only on a page that carries canaries.
 */
async function canaryBucket(doc: Document): Promise<number | undefined> {
  const text = doc.getElementById(REMOTE_MAP_ELEMENT_ID)?.textContent;
  if (!text?.includes('"canaries"')) return undefined;
  const { inCanary, parseRemoteCanaries, visitorBucket } = await import('@fintools/shared/federation/remote-map');
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const bucket = visitorBucket(storage);
  try {
    const canaries = parseRemoteCanaries((JSON.parse(text) as { canaries?: unknown }).canaries, window.location.href);
    return Object.values(canaries).some((canary) => inCanary(bucket, canary.percent)) ? bucket : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live catalogue: the page's copy, else `/tools.json` from the gateway (a page served without one:
 * a static host, the development server), or `/tools.json?bucket=` for a visitor in a canary's share. A
 * fetched one carries every language's words: the page takes its own (the page's copy is in it already).
 * Never rejects: without a catalogue the shell still shows its own pages, and every tool path the 404 page.
 */
export async function loadCatalogue(doc: Document = document): Promise<CatalogueTool[]> {
  const inline = pageCatalogue(doc);
  const bucket = await canaryBucket(doc);
  if (inline && bucket === undefined) return inline;
  try {
    const url = new URL(`/${TOOLS_FILE}`, window.location.href);
    if (bucket !== undefined) url.searchParams.set('bucket', String(bucket));
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return inline ?? [];
    const language = pageLanguage();
    return parseCatalogue(await response.json()).map((entry) => wordsIn(entry, language));
  } catch {
    return inline ?? [];
  }
}
