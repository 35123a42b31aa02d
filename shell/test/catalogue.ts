import fs from 'node:fs';
import path from 'node:path';
import { mergeCatalogue, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { withIconPaths } from '@fintools/shared/catalogue/icons';
import { type ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';

/*
 * The catalogues the shell's tests run on: fixtures, never the areas' own tools.json, so an area that adds,
 * renames or reorders a tool cannot break the shell's tests (the shell knows no tool; it renders whatever
 * catalogue the page carries). fixtures/<area>.tools.json are five areas' entries as the product's seed had
 * them: a realistic catalogue, groups, ranks and one screen shared by two tools included.
 */

/** The fixture's areas in the order of the default remote map, which the gateway merges their tools.json in. */
export const AREAS = ['calculators', 'tax', 'media', 'chat', 'resume'] as const;

/**
 * One fixture area's tools.json as its build publishes it: checked against the schema, named icons written
 * out as their path data (the shell draws path data only).
 */
export function areaTools(area: string): ToolEntry[] {
  const file = path.join(__dirname, 'fixtures', `${area}.tools.json`);
  const check = checkToolEntries(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  if (!check.ok) throw new Error(check.errors.join('\n'));
  return withIconPaths(check.tools);
}

/**
 * A catalogue as the gateway serves it from the five fixture areas: their tools.json merged, with `changes`
 * by area: an area's new list (a remote that adds or renames a tool), or a new area after the five (a sixth
 * remote). The shell reads the catalogue from the page at run time, never the remotes' files.
 */
export function catalogueOf(changes: Record<string, ToolEntry[]> = {}): CatalogueTool[] {
  const areas = [...new Set([...AREAS, ...Object.keys(changes)])];
  const { tools, skipped } = mergeCatalogue(areas.map((area) => [area, changes[area] ?? areaTools(area)] as const));
  if (skipped.length > 0) throw new Error(skipped.join('\n'));
  return tools;
}

/** A tool entry with every required field, for a test to add to an area. */
export function toolEntry(id: string, fields: Partial<ToolEntry> = {}): ToolEntry {
  return {
    id,
    path: `/${id}-calculator`,
    label: `Label of ${id}`,
    title: `Title of ${id}`,
    summary: `Summary of ${id}.`,
    screen: `src/${id}/${id}-screen.tsx`,
    ...fields,
  };
}
