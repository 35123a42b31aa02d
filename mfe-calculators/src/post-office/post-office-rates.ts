/**
 * The rates the Government notifies each quarter for the post-office schemes (Ministry of Finance, Department of
 * Economic Affairs), newest last. A rate applies to a deposit made in its quarter, for the deposit's whole term.
 *
 * Checked on 2026-12-02 against the press reports of the notification of 31 December 2025 (Business Today,
 * "Small savings schemes 2026: government keeps interest rates unchanged for January–March quarter"): Q4 FY 2025-26
 * kept the rates of Q3 (notified 30 September 2025), unchanged since January 2024 — SCSS 8.2 %, Monthly Income
 * Account 7.4 %, NSC 7.7 %, KVP 7.5 % maturing in 115 months. A newer quarter's notification is a new row here.
 */
export interface NotifiedRates {
  /** The quarter the rates apply to, as the hint names it. */
  quarter: string;
  /** Its first and last day, ISO dates. */
  from: string;
  to: string;
  /** Percent a year. */
  scss: number;
  pomis: number;
  nsc: number;
  kvp: number;
  /** The months in which a KVP doubles at its notified rate. */
  kvpMonths: number;
}

export const NOTIFIED_RATES: readonly NotifiedRates[] = [
  {
    quarter: 'October–December 2025',
    from: '2025-10-01',
    to: '2025-12-31',
    scss: 8.2,
    pomis: 7.4,
    nsc: 7.7,
    kvp: 7.5,
    kvpMonths: 115,
  },
  {
    quarter: 'January–March 2026',
    from: '2026-01-01',
    to: '2026-03-31',
    scss: 8.2,
    pomis: 7.4,
    nsc: 7.7,
    kvp: 7.5,
    kvpMonths: 115,
  },
];

/** The latest notification: the rates the screen starts with. */
export const LATEST_RATES: NotifiedRates = NOTIFIED_RATES.at(-1)!;
