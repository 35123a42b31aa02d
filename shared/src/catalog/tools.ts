/**
 * The catalogue of FinTools tools: one row per tool, shared by the shell (routes, titles, help), the
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
  /** What it does, for the Help page: two short lines. */
  summary: readonly [string, string];
}

export const TOOLS = [
  {
    id: 'basic',
    remote: 'calculators',
    module: 'BasicCalculator',
    path: '/basiccalc-calculator',
    title: 'Basic Calculator',
    summary: [
      'Adds, subtracts, multiplies and divides like a pocket calculator.',
      'Use the keypad or your keyboard; C clears.',
    ],
  },
  {
    id: 'emi',
    remote: 'calculators',
    module: 'EmiCalculator',
    path: '/emi-calculator',
    title: 'EMI Calculator',
    summary: ['Works out the monthly instalment of a loan.', 'Also shows the total interest and the total you repay.'],
  },
  {
    id: 'loan',
    remote: 'calculators',
    module: 'LoanCalculator',
    path: '/loan-calculator',
    title: 'Loan Calculator',
    summary: [
      'EMI plus a year-by-year or month-by-month schedule.',
      'See principal against interest on a chart and download the schedule.',
    ],
  },
  {
    id: 'fd',
    remote: 'calculators',
    module: 'FdCalculator',
    path: '/fd-calculator',
    title: 'FD Calculator',
    summary: [
      'What a fixed deposit grows to, compounded quarterly.',
      'Shows the amount invested, the return and the maturity amount.',
    ],
  },
  {
    id: 'rd',
    remote: 'calculators',
    module: 'RdCalculator',
    path: '/rd-calculator',
    title: 'RD Calculator',
    summary: [
      'What a recurring deposit of a fixed monthly sum grows to.',
      'Each deposit is compounded quarterly for its remaining months.',
    ],
  },
  {
    id: 'sip',
    remote: 'calculators',
    module: 'SipCalculator',
    path: '/sip-calculator',
    title: 'SIP Calculator',
    summary: [
      'The future value of a monthly SIP or a one-time lump sum.',
      'Compare what you invest with what it may earn.',
    ],
  },
  {
    id: 'tds',
    remote: 'calculators',
    module: 'TdsCalculator',
    path: '/tds-calculator',
    title: 'TDS Calculator',
    summary: [
      'Tax deducted at source for a payment, by section.',
      'Uses FY 2025-26 rates and thresholds, with or without PAN.',
    ],
  },
  {
    id: 'currency',
    remote: 'calculators',
    module: 'CurrencyConverter',
    path: '/currency-calculator',
    title: 'Currency Converter',
    summary: [
      'Converts between 31 currencies at current reference rates.',
      'Shows the date and source of the rates it used.',
    ],
  },
  {
    id: 'percentage',
    remote: 'calculators',
    module: 'PercentageCalculator',
    path: '/percentage-calculator',
    title: 'Percentage Calculator',
    summary: ['What percentage one number is of another.', 'Enter the part and the total.'],
  },
  {
    id: 'value-of-percentage',
    remote: 'calculators',
    module: 'ValueOfPercentage',
    path: '/value-of-percentage',
    title: 'Percentage of Total Value',
    summary: ['What a given percentage of a total comes to.', 'Enter the percentage and the total value.'],
  },
  {
    id: 'dob',
    remote: 'calculators',
    module: 'DobCalculator',
    path: '/dob-calculator',
    title: 'DOB Calculator',
    summary: ['Your exact age from your date of birth.', 'In years, months and days, and in weeks down to seconds.'],
  },
  {
    id: 'find-day',
    remote: 'calculators',
    module: 'FindDayCalculator',
    path: '/dayfind-calculator',
    title: 'Find Day Calculator',
    summary: ['The day of the week of any date.', 'From 1 January 1900 to 31 December 2999.'],
  },
  {
    id: 'old-regime-tax',
    remote: 'tax',
    module: 'OldRegimeTax',
    path: '/old-regime-tax',
    title: 'Old Regime Tax',
    summary: ['Income tax under the old regime.', 'Salary less deductions, with rebate, surcharge and cess.'],
  },
  {
    id: 'new-regime-tax',
    remote: 'tax',
    module: 'NewRegimeTax',
    path: '/new-regime-tax',
    title: 'New Regime Tax',
    summary: [
      'Income tax under the new regime for 2025-2026.',
      'Includes the section 87A rebate up to ₹12,00,000 and its marginal relief.',
    ],
  },
  {
    id: 'tax-compare',
    remote: 'tax',
    module: 'TaxCompare',
    path: '/taxcompare-calculator',
    title: 'Tax Compare',
    summary: ['Old and new regimes side by side.', 'See which one costs you less, and by how much.'],
  },
  {
    id: 'images',
    remote: 'media',
    module: 'ImageSearch',
    path: '/image-downloader',
    title: 'Image Search',
    summary: ['Search free stock photos.', 'Download any size, or all results at once.'],
  },
  {
    id: 'videos',
    remote: 'media',
    module: 'VideoSearch',
    path: '/video-downloader',
    title: 'Video Search',
    summary: ['Search free stock videos.', 'Download the file size you need.'],
  },
  {
    id: 'chat',
    remote: 'chat',
    module: 'ChatAssistant',
    path: '/chat-bot',
    title: 'Chat Assistant',
    summary: ['Ask questions and get answers from an AI assistant.', 'Replies stream in as they are written.'],
  },
  {
    id: 'resume',
    remote: 'resume',
    module: 'ResumeBuilder',
    path: '/resume-builder',
    title: 'Resume Builder',
    summary: ['Fill in your details and watch your resume take shape.', 'Print it or save it as a PDF.'],
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

export function toolsOfRemote(remote: RemoteName): ToolDefinition[] {
  return TOOLS.filter((tool) => tool.remote === remote);
}
