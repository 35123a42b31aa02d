import { TOOL_ALIASES, TOOLS, type ToolDefinition, type ToolId } from '@fintools/shared';

/** A route that shows a tool: the tool's own path, or an alias such as /interest-breakdown. */
export interface ToolRouteDefinition {
  path: string;
  /** The document title. */
  title: string;
  /** What stands in the screen's h1 place until the screen is there: the screen's own h1 text. */
  heading: string;
  tool: ToolDefinition;
}

/** The screen's h1 text: the catalogue's heading where the spec writes it otherwise, else the title. */
const headingOf = (tool: ToolDefinition): string => tool.heading ?? tool.title;

export const TOOL_ROUTES: readonly ToolRouteDefinition[] = [
  ...TOOLS.map((tool) => ({ path: tool.path, title: tool.title, heading: headingOf(tool), tool })),
  ...TOOL_ALIASES.map((alias) => {
    const tool = toolById(alias.toolId);
    return { path: alias.path, title: alias.title, heading: headingOf(tool), tool };
  }),
];

function toolById(id: ToolId): ToolDefinition {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool ${id}`);
  return tool;
}

/** The route of a catalogue tool, so menus and cards cannot drift from the catalogue. */
export function toolPath(id: ToolId): string {
  return toolById(id).path;
}

export const INTEREST_BREAKDOWN_PATH = '/interest-breakdown';
