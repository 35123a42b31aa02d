import {
  LIFE_EXPECTANCY_ORDER_MESSAGE,
  RETIREMENT_AGE_MESSAGE,
  RETIREMENT_EXPENSES_MESSAGE,
  RETIREMENT_INFLATION_MESSAGE,
  RETIREMENT_ORDER_MESSAGE,
  RETIREMENT_RETURN_MESSAGE,
  RETIREMENT_SAVINGS_MESSAGE,
  SAVINGS_COVER_MESSAGE,
  validateRetirementInput,
  type RetirementFields,
} from './retirement-input';
import { RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const valid: RetirementFields = {
  currentAge: '30',
  retirementAge: '60',
  lifeExpectancy: '85',
  monthlyExpenses: '50,000',
  inflation: '6',
  returnBefore: '12',
  returnAfter: '7',
  savings: '5,00,000',
};
const VALUE = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  monthlyExpenses: 50000,
  inflation: 6,
  returnBefore: 12,
  returnAfter: 7,
  savings: 500000,
};
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([
    RETIREMENT_AGE_MESSAGE,
    RETIREMENT_ORDER_MESSAGE,
    LIFE_EXPECTANCY_ORDER_MESSAGE,
    RETIREMENT_EXPENSES_MESSAGE,
    RETIREMENT_INFLATION_MESSAGE,
    RETIREMENT_RETURN_MESSAGE,
    RETIREMENT_SAVINGS_MESSAGE,
    SAVINGS_COVER_MESSAGE,
  ]).toEqual([
    'Enter an age from 18 to 100.',
    'Retirement age must be above your current age.',
    'Life expectancy must be above your retirement age.',
    'Enter your monthly expenses today.',
    'Enter inflation from 0 to 100%.',
    'Enter a return from 0 to 100%.',
    'Enter your savings today, or 0.',
    'Your savings today already cover the corpus.',
  ]);
});

test.each([
  ['the reference plan', {}, {}],
  ['no savings, empty', { savings: '' }, { savings: 0 }],
  ['savings of 0', { savings: '0' }, { savings: 0 }],
  [
    '18 to 100',
    { currentAge: '18', retirementAge: '19', lifeExpectancy: '100' },
    { currentAge: 18, retirementAge: 19, lifeExpectancy: 100 },
  ],
  [
    'no inflation or returns',
    { inflation: '0', returnBefore: '0', returnAfter: '0' },
    { inflation: 0, returnBefore: 0, returnAfter: 0 },
  ],
])('accepts %s', (_name, change, expected) => {
  expect(validateRetirementInput({ ...valid, ...change })).toEqual({ ok: true, value: { ...VALUE, ...expected } });
});

test.each([
  ['a current age of 17', { currentAge: '17' }, { currentAge: RETIREMENT_AGE_MESSAGE }],
  ['a life expectancy of 101', { lifeExpectancy: '101' }, { lifeExpectancy: RETIREMENT_AGE_MESSAGE }],
  ['retiring now', { retirementAge: '30' }, { retirementAge: RETIREMENT_ORDER_MESSAGE }],
  ['retiring before today', { retirementAge: '25' }, { retirementAge: RETIREMENT_ORDER_MESSAGE }],
  ['life ending at retirement', { lifeExpectancy: '60' }, { lifeExpectancy: LIFE_EXPECTANCY_ORDER_MESSAGE }],
  [
    'both orders wrong',
    { currentAge: '70', retirementAge: '65', lifeExpectancy: '60' },
    { retirementAge: RETIREMENT_ORDER_MESSAGE, lifeExpectancy: LIFE_EXPECTANCY_ORDER_MESSAGE },
  ],
  ['no expenses', { monthlyExpenses: '0' }, { monthlyExpenses: RETIREMENT_EXPENSES_MESSAGE }],
  ['inflation above 100', { inflation: '101' }, { inflation: RETIREMENT_INFLATION_MESSAGE }],
  ['a return before above 100', { returnBefore: '100.5' }, { returnBefore: RETIREMENT_RETURN_MESSAGE }],
  ['a return after above 100', { returnAfter: '200' }, { returnAfter: RETIREMENT_RETURN_MESSAGE }],
  ['savings past MAX_AMOUNT', { savings: '1000000000000001' }, { savings: RETIREMENT_SAVINGS_MESSAGE }],
  [
    'a corpus past ₹9 × 10^15',
    { monthlyExpenses: '10,00,00,000', inflation: '50', currentAge: '18', retirementAge: '90', lifeExpectancy: '100' },
    { monthlyExpenses: RESULT_LIMIT_MESSAGE },
  ],
  [
    'savings grown past ₹9 × 10^15',
    { savings: '1,00,00,00,000', returnBefore: '100' },
    { savings: RESULT_LIMIT_MESSAGE },
  ],
])('refuses %s', (_name, change, errors) => {
  expect(validateRetirementInput({ ...valid, ...change })).toEqual({ ok: false, errors });
});

test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
  const all = Object.fromEntries(Object.keys(valid).map((key) => [key, text || 'x'])) as unknown as RetirementFields;
  expect(validateRetirementInput(all)).toEqual({
    ok: false,
    errors: {
      currentAge: RETIREMENT_AGE_MESSAGE,
      retirementAge: RETIREMENT_AGE_MESSAGE,
      lifeExpectancy: RETIREMENT_AGE_MESSAGE,
      monthlyExpenses: RETIREMENT_EXPENSES_MESSAGE,
      inflation: RETIREMENT_INFLATION_MESSAGE,
      returnBefore: RETIREMENT_RETURN_MESSAGE,
      returnAfter: RETIREMENT_RETURN_MESSAGE,
      savings: RETIREMENT_SAVINGS_MESSAGE,
    },
  });
});
