// Bundled into each area's build, not shared at runtime (federation/ is no shared folder), so each area's copy
// holds its own tools' intros.
import tools from '@fintools-area/tools.json';
import { introOf, screenIntro, type ScreenIntro, type ToolEntry } from '../catalogue/tool-entry';

/** The intros the screens' modules registered, by tool id. */
const registered = new Map<string, ScreenIntro>();

/**
 * Registers the intros of the tools a screen file shows: the first lines of each screen's module as an area's
 * build writes it (shared/build/screen-intro-loader.cjs), from the entries of its tools.json that name the file.
 */
export function registerToolIntros(entries: readonly Pick<ToolEntry, 'id' | 'title' | 'heading' | 'summary'>[]): void {
  for (const entry of entries) registered.set(entry.id, screenIntro(entry));
}

/**
 * A screen's heading and summary, from its area's own tools.json (the entry the live build publishes): as the
 * build registered it with the screen, else from the whole file (`@fintools-area/tools.json`, which Jest and
 * the monolith bench resolve to it; an area's build gives each screen its own tools' intros instead).
 * @example toolIntro('emi') // { title: 'EMI Calculator', summary: 'Find the monthly instalment…' }
 */
export function toolIntro(id: string): ScreenIntro {
  return registered.get(id) ?? introOf(tools, id);
}
