/**
 * Capital gains on listed equity and on land or buildings sold from 23 July 2024 (Finance (No. 2) Act,
 * 2024), and the Cost Inflation Index of section 48, Explanation (v).
 */

/**
 * The Cost Inflation Index notified under section 48, Explanation (v), by financial year (its first
 * calendar year: 2001 is 2001-02). Base year 2001-02 = 100 (Notification No. 44/2017); 2025-26 = 376
 * (Notification No. 70/2025). A year not listed has not been notified yet.
 */
export const COST_INFLATION_INDEX: Readonly<Record<number, number>> = {
  2001: 100,
  2002: 105,
  2003: 109,
  2004: 113,
  2005: 117,
  2006: 122,
  2007: 129,
  2008: 137,
  2009: 148,
  2010: 167,
  2011: 184,
  2012: 200,
  2013: 220,
  2014: 240,
  2015: 254,
  2016: 264,
  2017: 272,
  2018: 280,
  2019: 289,
  2020: 301,
  2021: 317,
  2022: 331,
  2023: 348,
  2024: 363,
  2025: 376,
};

/** The first financial year of the index: an asset bought earlier takes its value on 1 April 2001. */
export const COST_INFLATION_INDEX_BASE_YEAR = 2001;

/**
 * What the Capital Gains Calculator sells: listed shares or equity funds (STT paid), land or a building, or
 * units of a debt mutual fund (a "specified mutual fund" of section 50AA: since the Finance (No. 2) Act, 2024,
 * from assessment year 2026-27, one that invests more than 65% of its proceeds in debt and money-market
 * instruments, or a fund of such funds).
 */
export type CapitalAsset = 'equity' | 'property' | 'debt';
export const CAPITAL_ASSETS: readonly CapitalAsset[] = ['equity', 'property', 'debt'];

/**
 * Section 50AA (Finance Act 2023): units of a specified mutual fund bought on or after 1 April 2023 give a
 * short-term gain however long they are held, taxed at the slab rate.
 */
export const DEBT_FUND_DEEMED_SHORT_TERM_FROM = { year: 2023, month: 4, day: 1 } as const;

/**
 * Long-term after being held MORE than this many months: section 2(42A) and its first proviso, as amended
 * by the Finance (No. 2) Act, 2024 (12 months for listed securities and equity funds, 24 for the rest).
 */
export const LONG_TERM_AFTER_MONTHS: Readonly<Record<CapitalAsset, number>> = { equity: 12, property: 24, debt: 24 };

/** Section 112A: long-term gains on listed equity are taxed at 12.5% above ₹1,25,000 a year. */
export const EQUITY_LONG_TERM_RATE_PERCENT = 12.5;
export const EQUITY_LONG_TERM_EXEMPTION = 125_000;
/** Section 111A: short-term gains on listed equity, 20%. */
export const EQUITY_SHORT_TERM_RATE_PERCENT = 20;
/** Section 112(1): long-term gains on other assets, 12.5% without indexation. */
export const LONG_TERM_RATE_PERCENT = 12.5;
/**
 * Section 112(1), proviso (Finance (No. 2) Act, 2024): land or a building a resident individual bought
 * before 23 July 2024 may instead be taxed at 20% of the gain with indexation, whichever is less.
 */
export const INDEXED_LONG_TERM_RATE_PERCENT = 20;
/** The first day of the rates above, and the last purchase date (exclusive) for the indexation option. */
export const NEW_CAPITAL_GAINS_RULES_FROM = { year: 2024, month: 7, day: 23 } as const;
/** Health and education cess on the tax: 4%. */
export const CAPITAL_GAINS_CESS_PERCENT = 4;
