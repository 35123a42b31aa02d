/**
 * The catalogue of FinTools tools: one row per tool, shared by the shell (routes, titles), the
 * remotes' `mount` and the `<fintools-tool>` element. Tool ids and remote names are a public contract
 * (docs/contracts.md "Names and places"): sibling products embed tools by these ids.
 */

export const REMOTE_NAMES = ['calculators', 'tax', 'media', 'chat', 'resume'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface ToolDefinition {
  /** Public id, used by `<fintools-tool name="…">` and `mount(element, { tool })`. */
  id: string;
  /** The remote that serves it. */
  remote: RemoteName;
  /** The remote's exposed module (one per screen), without the leading "./". */
  module: string;
  /** The spec's route. */
  path: string;
  /** Screen name, also the document title. */
  title: string;
  /**
   * The screen's own h1 where the spec writes it otherwise (in capitals, or with the tax year): the
   * page the gateway sends first shows it in the h1's place, so the heading does not change when the
   * screen arrives.
   */
  heading?: string;
}

export const TOOLS = [
  {
    id: 'basic',
    remote: 'calculators',
    module: 'BasicCalculator',
    path: '/basiccalc-calculator',
    title: 'Basic Calculator',
  },
  {
    id: 'emi',
    remote: 'calculators',
    module: 'EmiCalculator',
    path: '/emi-calculator',
    title: 'EMI Calculator',
  },
  {
    id: 'loan',
    remote: 'calculators',
    module: 'LoanCalculator',
    path: '/loan-calculator',
    title: 'Loan Calculator',
    heading: 'LOAN CALCULATOR',
  },
  {
    id: 'fd',
    remote: 'calculators',
    module: 'FdCalculator',
    path: '/fd-calculator',
    title: 'FD Calculator',
  },
  {
    id: 'rd',
    remote: 'calculators',
    module: 'RdCalculator',
    path: '/rd-calculator',
    title: 'RD Calculator',
  },
  {
    id: 'sip',
    remote: 'calculators',
    module: 'SipCalculator',
    path: '/sip-calculator',
    title: 'SIP Calculator',
  },
  {
    id: 'tds',
    remote: 'calculators',
    module: 'TdsCalculator',
    path: '/tds-calculator',
    title: 'TDS Calculator',
  },
  {
    id: 'currency',
    remote: 'calculators',
    module: 'CurrencyConverter',
    path: '/currency-calculator',
    title: 'Currency Converter',
  },
  {
    id: 'percentage',
    remote: 'calculators',
    module: 'PercentageCalculator',
    path: '/percentage-calculator',
    title: 'Percentage Calculator',
  },
  {
    id: 'value-of-percentage',
    remote: 'calculators',
    module: 'ValueOfPercentage',
    path: '/value-of-percentage',
    title: 'Percentage of Total Value',
  },
  {
    id: 'dob',
    remote: 'calculators',
    module: 'DobCalculator',
    path: '/dob-calculator',
    title: 'DOB Calculator',
    heading: 'DOB CALCULATOR',
  },
  {
    id: 'find-day',
    remote: 'calculators',
    module: 'FindDayCalculator',
    path: '/dayfind-calculator',
    title: 'Find Day Calculator',
    heading: 'FIND DAY CALCULATOR',
  },
  {
    id: 'old-regime-tax',
    remote: 'tax',
    module: 'OldRegimeTax',
    path: '/old-regime-tax',
    title: 'Old Regime Tax',
  },
  {
    id: 'new-regime-tax',
    remote: 'tax',
    module: 'NewRegimeTax',
    path: '/new-regime-tax',
    title: 'New Regime Tax',
    heading: 'New Regime Tax (2025-2026)',
  },
  {
    id: 'tax-compare',
    remote: 'tax',
    module: 'TaxCompare',
    path: '/taxcompare-calculator',
    title: 'Tax Compare',
  },
  {
    id: 'images',
    remote: 'media',
    module: 'ImageSearch',
    path: '/image-downloader',
    title: 'Image Search',
  },
  {
    id: 'videos',
    remote: 'media',
    module: 'VideoSearch',
    path: '/video-downloader',
    title: 'Video Search',
  },
  {
    id: 'chat',
    remote: 'chat',
    module: 'ChatAssistant',
    path: '/chat-bot',
    title: 'Chat Assistant',
  },
  {
    id: 'resume',
    remote: 'resume',
    module: 'ResumeBuilder',
    path: '/resume-builder',
    title: 'Resume Builder',
  },
] as const satisfies readonly ToolDefinition[];

export type ToolId = (typeof TOOLS)[number]['id'];

/** Routes that show a tool under another name: the dashboard's Interest Breakdown card opens the loan calculator. */
export const TOOL_ALIASES = [
  { path: '/interest-breakdown', toolId: 'loan', title: 'Interest Breakdown' },
] as const satisfies readonly { path: string; toolId: ToolId; title: string }[];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}

/** Tool ids of one remote, for its `mount` and its standalone page. */
/**
 * The tool a page path shows: a tool's own path or an alias such as /interest-breakdown. Paths match
 * without regard to case or a trailing slash, as the shell's router does.
 */
export function toolAtPath(pathname: string): ToolDefinition | undefined {
  const wanted = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const alias = TOOL_ALIASES.find((candidate) => candidate.path.toLowerCase() === wanted);
  if (alias) return findTool(alias.toolId);
  return TOOLS.find((tool) => tool.path.toLowerCase() === wanted);
}

/**
 * The shell's own pages besides the tools: the dashboard (at `/` and `/Dashboard`), settings and help.
 * The gateway answers each of these, and every tool route, with the shell's page whatever the client
 * asks for, so a deep link works from curl, a link preview or an uptime monitor too.
 */
export const SHELL_PAGE_PATHS = ['/', '/Dashboard', '/settings', '/help'] as const;

/**
 * Whether a path is a page of FinTools (a tool, an alias or a shell page), matched like `toolAtPath`.
 * @example isPagePath('/emi-calculator/') // true
 * @example isPagePath('/main.0a1b2c3d.js') // false
 */
export function isPagePath(pathname: string): boolean {
  const wanted = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return SHELL_PAGE_PATHS.some((path) => path.toLowerCase() === wanted) || toolAtPath(pathname) !== undefined;
}

export function toolsOfRemote(remote: RemoteName): ToolDefinition[] {
  return TOOLS.filter((tool) => tool.remote === remote);
}
