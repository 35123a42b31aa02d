import type { ToolId } from '@fintools/shared';

/**
 * The Help page's second line for each tool, under the tool's summary from the catalogue: a detail the
 * summary leaves out. Kept here rather than in the catalogue: only this page shows them, and the
 * catalogue is in the script every page downloads first.
 */
export const TOOL_HELP_DETAILS: Readonly<Record<ToolId, string>> = {
  basic: 'C clears the display.',
  emi: 'Also shows the total interest and the total you repay.',
  loan: 'See principal against interest on a chart and download the schedule.',
  fd: 'Compounded quarterly: the amount invested, the return and the maturity amount.',
  rd: 'Each deposit is compounded quarterly for its remaining months.',
  sip: 'Compare what you invest with what it may earn, year by year.',
  tds: 'Uses FY 2025-26 rates and thresholds.',
  currency: 'Covers 31 currencies, and shows the date and source of the rates it used.',
  percentage: 'Enter the part and the total.',
  'value-of-percentage': 'Enter the percentage and the total value.',
  dob: 'In years, months and days, and in weeks down to seconds.',
  'find-day': 'From 1 January 1900 to 31 December 2999.',
  'old-regime-tax': 'Salary less deductions, with rebate, surcharge and cess.',
  'new-regime-tax': 'Includes the section 87A rebate up to ₹12,00,000 and its marginal relief.',
  'tax-compare': 'Shows the difference in rupees.',
  images: 'Download any size, or all results at once.',
  videos: 'Download the file size you need.',
  chat: 'Replies stream in as they are written.',
  resume: 'You can also print it from your browser.',
};
