import type { ToolId } from '@fintools/shared';

/**
 * What each tool does, in two short lines, for the Help page. Kept here rather than in the catalogue:
 * only this page shows them, and the catalogue is in the script every page downloads first.
 */
export const TOOL_SUMMARIES: Readonly<Record<ToolId, readonly [string, string]>> = {
  basic: [
    'Adds, subtracts, multiplies and divides like a pocket calculator.',
    'Use the keypad or your keyboard; C clears.',
  ],
  emi: ['Works out the monthly instalment of a loan.', 'Also shows the total interest and the total you repay.'],
  loan: [
    'EMI plus a year-by-year or month-by-month schedule.',
    'See principal against interest on a chart and download the schedule.',
  ],
  fd: [
    'What a fixed deposit grows to, compounded quarterly.',
    'Shows the amount invested, the return and the maturity amount.',
  ],
  rd: [
    'What a recurring deposit of a fixed monthly sum grows to.',
    'Each deposit is compounded quarterly for its remaining months.',
  ],
  sip: ['The future value of a monthly SIP or a one-time lump sum.', 'Compare what you invest with what it may earn.'],
  tds: [
    'Tax deducted at source for a payment, by section.',
    'Uses FY 2025-26 rates and thresholds, with or without PAN.',
  ],
  currency: [
    'Converts between 31 currencies at current reference rates.',
    'Shows the date and source of the rates it used.',
  ],
  percentage: ['What percentage one number is of another.', 'Enter the part and the total.'],
  'value-of-percentage': ['What a given percentage of a total comes to.', 'Enter the percentage and the total value.'],
  dob: ['Your exact age from your date of birth.', 'In years, months and days, and in weeks down to seconds.'],
  'find-day': ['The day of the week of any date.', 'From 1 January 1900 to 31 December 2999.'],
  'old-regime-tax': ['Income tax under the old regime.', 'Salary less deductions, with rebate, surcharge and cess.'],
  'new-regime-tax': [
    'Income tax under the new regime for 2025-2026.',
    'Includes the section 87A rebate up to ₹12,00,000 and its marginal relief.',
  ],
  'tax-compare': ['Old and new regimes side by side.', 'See which one costs you less, and by how much.'],
  images: ['Search free stock photos.', 'Download any size, or all results at once.'],
  videos: ['Search free stock videos.', 'Download the file size you need.'],
  chat: ['Ask questions and get answers from an AI assistant.', 'Replies stream in as they are written.'],
  resume: ['Fill in your details and watch your resume take shape.', 'Print it or save it as a PDF.'],
};
