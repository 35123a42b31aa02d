import { createMount } from '@fintools/shared/federation';

/** `./mount` for sibling products: every calculators tool by its public id, each loaded on demand. */
export const mount = createMount({
  basic: () => import('./basic/basic-calculator-screen'),
  emi: () => import('./loan/emi-calculator-screen'),
  loan: () => import('./loan/loan-calculator-screen'),
  fd: () => import('./deposits/fd-calculator-screen'),
  rd: () => import('./deposits/rd-calculator-screen'),
  sip: () => import('./deposits/sip-calculator-screen'),
  tds: () => import('./tds/tds-calculator-screen'),
  currency: () => import('./currency/currency-converter-screen'),
  percentage: () => import('./percentage/percentage-screen'),
  'value-of-percentage': () => import('./percentage/value-of-percentage-screen'),
  dob: () => import('./dates/dob-calculator-screen'),
  'find-day': () => import('./dates/find-day-calculator-screen'),
});
