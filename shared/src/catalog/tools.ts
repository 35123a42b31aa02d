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
  /**
   * One sentence under the h1 saying what the tool does, in the visitor's terms. The page the gateway
   * sends shows it too, so the first paint already says what the page is for.
   */
  summary: string;
}

export const TOOLS = [
  {
    id: 'basic',
    remote: 'calculators',
    module: 'BasicCalculator',
    path: '/basiccalc-calculator',
    title: 'Basic Calculator',
    summary: 'Add, subtract, multiply and divide with the keypad or your keyboard.',
  },
  {
    id: 'emi',
    remote: 'calculators',
    module: 'EmiCalculator',
    path: '/emi-calculator',
    title: 'EMI Calculator',
    summary: 'Find the monthly instalment on a loan from its amount, interest rate and tenure.',
  },
  {
    id: 'loan',
    remote: 'calculators',
    module: 'LoanCalculator',
    path: '/loan-calculator',
    title: 'Loan Calculator',
    heading: 'LOAN CALCULATOR',
    summary: 'See how each EMI splits into principal and interest, and what prepayments save.',
  },
  {
    id: 'fd',
    remote: 'calculators',
    module: 'FdCalculator',
    path: '/fd-calculator',
    title: 'FD Calculator',
    summary: 'Work out what a fixed deposit grows to by maturity, and the interest it earns.',
  },
  {
    id: 'rd',
    remote: 'calculators',
    module: 'RdCalculator',
    path: '/rd-calculator',
    title: 'RD Calculator',
    summary: 'Work out what a recurring deposit of a fixed monthly sum grows to by maturity.',
  },
  {
    id: 'sip',
    remote: 'calculators',
    module: 'SipCalculator',
    path: '/sip-calculator',
    title: 'SIP Calculator',
    summary: 'Estimate what a monthly SIP or a lump sum could grow to, with an optional step-up.',
  },
  {
    id: 'tds',
    remote: 'calculators',
    module: 'TdsCalculator',
    path: '/tds-calculator',
    title: 'TDS Calculator',
    summary: 'Find the tax deducted at source on a payment, by section, with or without a PAN.',
  },
  {
    id: 'currency',
    remote: 'calculators',
    module: 'CurrencyConverter',
    path: '/currency-calculator',
    title: 'Currency Converter',
    summary: 'Convert an amount from one currency to another at the latest exchange rates.',
  },
  {
    id: 'percentage',
    remote: 'calculators',
    module: 'PercentageCalculator',
    path: '/percentage-calculator',
    title: 'Percentage Calculator',
    summary: 'Find what percentage one amount is of another, such as rent out of salary.',
  },
  {
    id: 'value-of-percentage',
    remote: 'calculators',
    module: 'ValueOfPercentage',
    path: '/value-of-percentage',
    title: 'Percentage of Total Value',
    summary: 'Find what a given percentage of a total comes to, such as 18% GST on a bill.',
  },
  {
    id: 'dob',
    remote: 'calculators',
    module: 'DobCalculator',
    path: '/dob-calculator',
    title: 'DOB Calculator',
    heading: 'DOB CALCULATOR',
    summary: 'Find your exact age in years, months and days from your date of birth.',
  },
  {
    id: 'find-day',
    remote: 'calculators',
    module: 'FindDayCalculator',
    path: '/dayfind-calculator',
    title: 'Find Day Calculator',
    heading: 'FIND DAY CALCULATOR',
    summary: 'Find the day of the week that any date fell on, or will fall on.',
  },
  {
    id: 'old-regime-tax',
    remote: 'tax',
    module: 'OldRegimeTax',
    path: '/old-regime-tax',
    title: 'Old Regime Tax',
    summary: 'Work out your income tax under the old regime, after your deductions.',
  },
  {
    id: 'new-regime-tax',
    remote: 'tax',
    module: 'NewRegimeTax',
    path: '/new-regime-tax',
    title: 'New Regime Tax',
    heading: 'New Regime Tax (2025-2026)',
    summary: 'Work out your income tax for 2025-26 under the new regime and its slabs.',
  },
  {
    id: 'tax-compare',
    remote: 'tax',
    module: 'TaxCompare',
    path: '/taxcompare-calculator',
    title: 'Tax Compare',
    summary: 'See your tax under the old and the new regime side by side, and which costs less.',
  },
  {
    id: 'images',
    remote: 'media',
    module: 'ImageSearch',
    path: '/image-downloader',
    title: 'Image Search',
    summary: 'Search free stock photos by subject and download the ones you want.',
  },
  {
    id: 'videos',
    remote: 'media',
    module: 'VideoSearch',
    path: '/video-downloader',
    title: 'Video Search',
    summary: 'Search free stock videos by subject and download the ones you want.',
  },
  {
    id: 'chat',
    remote: 'chat',
    module: 'ChatAssistant',
    path: '/chat-bot',
    title: 'Chat Assistant',
    summary: 'Ask about EMIs, SIPs, tax regimes or anything else. Replies are written by an AI and can be wrong.',
  },
  {
    id: 'resume',
    remote: 'resume',
    module: 'ResumeBuilder',
    path: '/resume-builder',
    title: 'Resume Builder',
    summary: 'Fill in your details, watch your resume take shape, and download it as a PDF.',
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

/** A tool of the catalogue by its id, which the type guarantees is there. */
export function toolById(id: ToolId): ToolDefinition {
  const tool = findTool(id);
  if (!tool) throw new Error(`Unknown tool ${id}`);
  return tool;
}

/** What a screen shows above its form (shared/src/ui/screen.tsx), and the page the gateway sends in its place. */
export interface ScreenIntro {
  /** The screen's h1: the catalogue's heading where the spec writes it otherwise, else the title. */
  title: string;
  summary: string;
}

/** @example screenIntro('loan') // { title: 'LOAN CALCULATOR', summary: 'See how each EMI splits…' } */
export function screenIntro(id: ToolId): ScreenIntro {
  const tool = toolById(id);
  return { title: tool.heading ?? tool.title, summary: tool.summary };
}

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

/** Tool ids of one remote, for its `mount` and its standalone page. */
export function toolsOfRemote(remote: RemoteName): ToolDefinition[] {
  return TOOLS.filter((tool) => tool.remote === remote);
}
