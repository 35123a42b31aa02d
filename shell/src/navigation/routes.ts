import {
  screenIntro,
  toolById,
  TOOL_ALIASES,
  TOOLS,
  type ScreenIntro,
  type ToolDefinition,
  type ToolId,
} from '@fintools/shared';

/** A route that shows a tool: the tool's own path, or an alias such as /interest-breakdown. */
export interface ToolRouteDefinition {
  path: string;
  /** The document title. */
  title: string;
  /** What stands in the screen's place until the screen is there: its own h1 text and summary. */
  intro: ScreenIntro;
  tool: ToolDefinition;
}

export const TOOL_ROUTES: readonly ToolRouteDefinition[] = [
  ...TOOLS.map((tool) => ({ path: tool.path, title: tool.title, intro: screenIntro(tool.id), tool })),
  ...TOOL_ALIASES.map((alias) => ({
    path: alias.path,
    title: alias.title,
    intro: screenIntro(alias.toolId),
    tool: toolById(alias.toolId),
  })),
];

/** The route of a catalogue tool, so menus and cards cannot drift from the catalogue. */
export function toolPath(id: ToolId): string {
  return toolById(id).path;
}

export const INTEREST_BREAKDOWN_PATH = '/interest-breakdown';
