import { calculateSip as calculateBrandedSip, type SipInput } from './sip';

/** The rule with plain numbers, as the validator would hand them over branded. */
const calculateSip = (input: {
  investmentType: SipInput['investmentType'];
  amount: number;
  rate: number;
  timePeriod: number;
}) => calculateBrandedSip(input as SipInput);

describe('exact to the paisa where the double of the formula rounds the other way', () => {
  test.each([
    // Exact value 4,39,76,182.974999…: shown .98 before, .97 is right.
    [
      'SIP ₹92,200 a month at 13% for 14 years',
      () => calculateSip({ investmentType: 'sip', amount: 92200, rate: 13, timePeriod: 14 }).maturityAmount,
      43976182.97,
    ],
    // Exact value 1,15,42,257.874999…: shown .88 before.
    [
      'lump sum ₹7,04,383 at 24% for 13 years',
      () => calculateSip({ investmentType: 'lumpsum', amount: 704383, rate: 24, timePeriod: 13 }).maturityAmount,
      11542257.87,
    ],
  ])('%s', (_name, compute, expected) => {
    expect(compute()).toBe(expected);
  });
});

describe('where the double of the formula is on the wrong side of the half paisa, the exact value decides', () => {
  const sip = (amount: number, rate: number, timePeriod: number) =>
    calculateSip({ investmentType: 'sip', amount, rate, timePeriod }).maturityAmount;
  test.each([
    // Exact 1,99,53,522.1749999957…; exp and log1p give the double 19953522.17500000074…: up, wrongly.
    ['SIP ₹1,33,100 a month at 22% for 6 years', () => sip(133100, 22, 6), 19953522.17],
    // Exact 39,48,68,773.1249998587…; the double is 394868773.125 on the dot.
    ['SIP ₹1,24,900 a month at 20% for 20 years', () => sip(124900, 20, 20), 394868773.12],
    // Exact 2,32,84,15,458.4250001747…; the double is 2328415458.42499923…: down, wrongly.
    ['SIP ₹1,85,600 a month at 23% for 24 years', () => sip(185600, 23, 24), 2328415458.43],
    // Exact 1,74,84,82,908.0049995027…; the double is 1748482908.00500082…
    ['SIP ₹1,34,700 a month at 21% for 26 years', () => sip(134700, 21, 26), 1748482908],
    // Exactly 1,377.135, a true half; the double is 1377.13499999999999090…
    [
      'lump sum ₹1,350 at 1% for 2 years',
      () => calculateSip({ investmentType: 'lumpsum', amount: 1350, rate: 1, timePeriod: 2 }).maturityAmount,
      1377.14,
    ],
  ])('%s', (_name, compute, expected) => {
    expect(compute()).toBe(expected);
  });
});
