/**
 * The SIP screen's modes and limits, apart from the rule (sip.ts) so that the form can check its fields
 * without downloading the arithmetic, which comes with the first Calculate.
 */

/** The SIP screen's two modes: a monthly SIP, or one lump sum. */
export type SipInvestmentType = 'sip' | 'lumpsum';

/** The investment-type selector's values; SIP is the default. */
export const SIP_INVESTMENT_TYPES: readonly SipInvestmentType[] = ['sip', 'lumpsum'];

/** The longest SIP or lump sum the rule takes, in whole years. */
export const MAX_SIP_YEARS = 100;

/** The highest expected return, and the highest annual step-up, in percent a year. */
export const MAX_SIP_RATE = 100;

/**
 * Narrows a select's or URL's string to an investment type.
 * @example isSipInvestmentType('lumpsum') // true
 */
export function isSipInvestmentType(value: string): value is SipInvestmentType {
  return value === 'sip' || value === 'lumpsum';
}
