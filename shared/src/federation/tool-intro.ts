// Bundled into each area's build, not shared at runtime (federation/ is no shared folder): each area's copy
// reads its own tools.json, which the build's alias names.
import tools from '@fintools-area/tools.json';
import { introOf, type ScreenIntro } from '../catalogue/tool-entry';

/**
 * A screen's heading and summary, from its area's own tools.json (the entry the live build publishes).
 * @example toolIntro('emi') // { title: 'EMI Calculator', summary: 'Find the monthly instalment…' }
 */
export function toolIntro(id: string): ScreenIntro {
  return introOf(tools, id);
}
