import { introOf, type ScreenIntro } from '@fintools/shared/catalog/tool-entry';
import tools from '../tools.json';

/** A screen's heading and summary, from this remote's own tools.json (the entry the live build publishes). */
export function toolIntro(id: string): ScreenIntro {
  return introOf(tools, id);
}
