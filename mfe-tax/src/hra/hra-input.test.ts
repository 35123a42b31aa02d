import { hraCityIn, hraCityOptions, validateHraInput, HRA_MESSAGES } from './hra-input';

test('HRA: grouped digits, DA empty is 0, required fields and negatives get their message', () => {
  expect(
    validateHraInput({
      year: '2026-27',
      basic: '50,000',
      dearnessAllowance: '',
      hraReceived: '25,000',
      rentPaid: '30,000',
      city: 'bengaluru',
    }),
  ).toEqual({
    ok: true,
    value: {
      basic: 50_000,
      dearnessAllowance: 0,
      hraReceived: 25_000,
      rentPaid: 30_000,
      city: 'bengaluru',
      year: '2026-27',
    },
  });
  expect(
    validateHraInput({ year: '', basic: '', dearnessAllowance: '-5', hraReceived: 'x', rentPaid: '1.5', city: 'moon' }),
  ).toEqual({
    ok: false,
    errors: HRA_MESSAGES,
  });
});

test('the city choice names the year’s cities, then Other city', () => {
  expect(hraCityOptions('2026-27').map((option) => option.label)).toEqual([
    'Delhi',
    'Mumbai',
    'Kolkata',
    'Chennai',
    'Bengaluru',
    'Hyderabad',
    'Pune',
    'Ahmedabad',
    'Other city',
  ]);
  expect(hraCityOptions('2025-26').map((option) => option.label)).toEqual([
    'Delhi',
    'Mumbai',
    'Kolkata',
    'Chennai',
    'Other city',
  ]);
});

test.each([
  ['bengaluru', '2026-27', 'bengaluru'],
  ['bengaluru', '2025-26', null], // not a city of FY 2025-26: the link gets "Choose a city."
  ['other', '2025-26', 'other'],
  ['metro', '2026-27', 'delhi'], // a link from before the cities were named: the four metros' 50%
  ['metro', '2025-26', 'delhi'],
  ['', '2026-27', null],
] as const)('city %j in %s reads as %j', (text, year, city) => {
  expect(hraCityIn(text, year)).toBe(city);
});

test('a link without a year is tax year 2026-27, whose cities it may name', () => {
  const fields = { year: '', basic: '1', dearnessAllowance: '0', hraReceived: '1', rentPaid: '1', city: 'pune' };
  expect(validateHraInput(fields)).toMatchObject({ ok: true, value: { year: '2026-27', city: 'pune' } });
  expect(validateHraInput({ ...fields, year: '2025-26' })).toEqual({ ok: false, errors: { city: HRA_MESSAGES.city } });
});
