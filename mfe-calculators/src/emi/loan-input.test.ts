import {
  LOAN_AMOUNT_MESSAGE,
  LOAN_MAX_RATE,
  LOAN_MAX_TENURE,
  LOAN_MIN_TENURE,
  LOAN_RATE_MESSAGE,
  LOAN_TENURE_MESSAGE,
  validateLoanInput,
  type LoanFields,
} from './loan-input';

const valid: LoanFields = { loanAmount: '5,00,000', rate: '8.5', loanTenure: '1', unit: 'years' };
const NASTY = [
  '',
  '-',
  'e',
  '1e309',
  '٣٤٥',
  '5,00,000abc',
  '9'.repeat(60),
  '-0',
  '<script>',
  'Infinity',
  'NaN',
  '0x10',
  '.',
];

describe('validateLoanInput', () => {
  test('the messages, word for word', () => {
    expect([LOAN_AMOUNT_MESSAGE, LOAN_RATE_MESSAGE, LOAN_TENURE_MESSAGE]).toEqual([
      'Enter a valid loan amount.',
      'Enter a valid interest rate.',
      'Enter a valid loan tenure (1 - 1000).',
    ]);
    expect([LOAN_MAX_RATE, LOAN_MIN_TENURE, LOAN_MAX_TENURE]).toEqual([100, 1, 1000]);
  });

  test('the default form is valid', () => {
    expect(validateLoanInput(valid)).toEqual({
      ok: true,
      value: { loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' },
    });
  });

  test.each([
    ['amount 1, the smallest', { loanAmount: '1' }, { loanAmount: 1 }],
    ['amount with Indian grouping', { loanAmount: '1,00,00,000' }, { loanAmount: 10000000 }],
    ['amount with spaces around', { loanAmount: '  5  ' }, { loanAmount: 5 }],
    ['amount at MAX_AMOUNT', { loanAmount: '1000000000000000' }, { loanAmount: 1e15 }],
    ['rate just above 0', { rate: '0.01' }, { rate: 0.01 }],
    ['rate exactly 100', { rate: '100' }, { rate: 100 }],
    ['rate written ".5"', { rate: '.5' }, { rate: 0.5 }],
    ['tenure 1 month', { loanTenure: '1', unit: 'months' }, { loanTenure: 1, unit: 'months' }],
    ['tenure 1000 years', { loanTenure: '1000' }, { loanTenure: 1000 }],
    ['tenure 1000 months', { loanTenure: '1000', unit: 'months' }, { loanTenure: 1000, unit: 'months' }],
    ['tenure written "1,000"', { loanTenure: '1,000' }, { loanTenure: 1000 }],
  ])('accepts %s', (_name, change, expected) => {
    expect(validateLoanInput({ ...valid, ...change })).toEqual({
      ok: true,
      value: { loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years', ...expected },
    });
  });

  test.each([
    ['amount 0', { loanAmount: '0' }, 'loanAmount', LOAN_AMOUNT_MESSAGE],
    ['amount ",,"', { loanAmount: ',,' }, 'loanAmount', LOAN_AMOUNT_MESSAGE],
    ['amount with decimals (digits only)', { loanAmount: '100.50' }, 'loanAmount', LOAN_AMOUNT_MESSAGE],
    ['amount past MAX_AMOUNT', { loanAmount: '1000000000000001' }, 'loanAmount', LOAN_AMOUNT_MESSAGE],
    ['rate 0', { rate: '0' }, 'rate', LOAN_RATE_MESSAGE],
    ['rate 0.00', { rate: '0.00' }, 'rate', LOAN_RATE_MESSAGE],
    ['rate past 100', { rate: '100.01' }, 'rate', LOAN_RATE_MESSAGE],
    ['rate negative', { rate: '-5' }, 'rate', LOAN_RATE_MESSAGE],
    ['tenure 0', { loanTenure: '0' }, 'loanTenure', LOAN_TENURE_MESSAGE],
    ['tenure past 1000', { loanTenure: '1001' }, 'loanTenure', LOAN_TENURE_MESSAGE],
    ['tenure past 1000 months', { loanTenure: '1001', unit: 'months' }, 'loanTenure', LOAN_TENURE_MESSAGE],
    ['tenure not whole', { loanTenure: '1.5' }, 'loanTenure', LOAN_TENURE_MESSAGE],
    ['an unknown unit, on the tenure', { unit: 'weeks' }, 'loanTenure', LOAN_TENURE_MESSAGE],
    ['an empty unit, on the tenure', { unit: '' }, 'loanTenure', LOAN_TENURE_MESSAGE],
  ])('rejects %s', (_name, change, field, message) => {
    expect(validateLoanInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  test('reports every wrong field at once', () => {
    expect(validateLoanInput({ loanAmount: '', rate: '', loanTenure: '', unit: 'years' })).toEqual({
      ok: false,
      errors: { loanAmount: LOAN_AMOUNT_MESSAGE, rate: LOAN_RATE_MESSAGE, loanTenure: LOAN_TENURE_MESSAGE },
    });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateLoanInput({ ...valid, loanAmount: text })).toEqual({
      ok: false,
      errors: { loanAmount: LOAN_AMOUNT_MESSAGE },
    });
    expect(validateLoanInput({ ...valid, rate: text })).toEqual({ ok: false, errors: { rate: LOAN_RATE_MESSAGE } });
    expect(validateLoanInput({ ...valid, loanTenure: text })).toEqual({
      ok: false,
      errors: { loanTenure: LOAN_TENURE_MESSAGE },
    });
    expect(validateLoanInput({ ...valid, unit: text })).toEqual({
      ok: false,
      errors: { loanTenure: LOAN_TENURE_MESSAGE },
    });
  });
});
