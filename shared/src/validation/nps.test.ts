import {
  NPS_AGE_MESSAGE,
  NPS_ANNUITY_RATE_MESSAGE,
  NPS_CONTRIBUTION_MESSAGE,
  NPS_RETURN_MESSAGE,
  NPS_SHARE_MESSAGE,
  validateNpsInput,
  type NpsFields,
} from './nps';

const form: NpsFields = {
  monthlyContribution: '5,000',
  age: '30',
  expectedReturn: '10',
  annuityShare: '40',
  annuityRate: '6',
};

describe('validateNpsInput', () => {
  test('the messages name the limits', () => {
    expect([
      NPS_CONTRIBUTION_MESSAGE,
      NPS_AGE_MESSAGE,
      NPS_RETURN_MESSAGE,
      NPS_SHARE_MESSAGE,
      NPS_ANNUITY_RATE_MESSAGE,
    ]).toEqual([
      'Enter a monthly contribution (≥ ₹500).',
      'Enter your age from 18 to 59.',
      'Enter a valid expected return (0–100%).',
      'Enter an annuity share from 40 to 100%.',
      'Enter a valid annuity rate (0–100%).',
    ]);
  });

  test.each([
    [
      'the defaults',
      form,
      { monthlyContribution: 5000, age: 30, expectedReturn: 10, annuityShare: 40, annuityRate: 6 },
    ],
    [
      'the edges',
      { monthlyContribution: '500', age: '59', expectedReturn: '100', annuityShare: '100', annuityRate: '0.01' },
      { monthlyContribution: 500, age: 59, expectedReturn: 100, annuityShare: 100, annuityRate: 0.01 },
    ],
    [
      'age 18, share 62.5',
      { ...form, age: '18', annuityShare: '62.5' },
      { monthlyContribution: 5000, age: 18, expectedReturn: 10, annuityShare: 62.5, annuityRate: 6 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    expect(validateNpsInput(fields)).toEqual({ ok: true, value });
  });

  test.each([
    ['₹499', { monthlyContribution: '499' }, { monthlyContribution: NPS_CONTRIBUTION_MESSAGE }],
    [
      'more than MAX_AMOUNT',
      { monthlyContribution: '9'.repeat(20) },
      { monthlyContribution: NPS_CONTRIBUTION_MESSAGE },
    ],
    ['age 17', { age: '17' }, { age: NPS_AGE_MESSAGE }],
    ['age 60', { age: '60' }, { age: NPS_AGE_MESSAGE }],
    ['return 0', { expectedReturn: '0' }, { expectedReturn: NPS_RETURN_MESSAGE }],
    ['share 39.9', { annuityShare: '39.9' }, { annuityShare: NPS_SHARE_MESSAGE }],
    ['share 101', { annuityShare: '101' }, { annuityShare: NPS_SHARE_MESSAGE }],
    ['annuity rate empty', { annuityRate: '' }, { annuityRate: NPS_ANNUITY_RATE_MESSAGE }],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateNpsInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});
