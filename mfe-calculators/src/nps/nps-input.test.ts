import {
  NPS_AGE_MESSAGE,
  NPS_ANNUITY_RATE_MESSAGE,
  NPS_CONTRIBUTION_MESSAGE,
  NPS_RETURN_MESSAGE,
  NPS_SUBSCRIBER_MESSAGE,
  npsShareMessage,
  validateNpsInput,
  type NpsFields,
} from './nps-input';

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
      npsShareMessage(20),
      NPS_ANNUITY_RATE_MESSAGE,
      NPS_SUBSCRIBER_MESSAGE,
    ]).toEqual([
      'Enter a monthly contribution (≥ ₹500).',
      'Enter your age from 18 to 59.',
      'Enter a valid expected return (0–100%).',
      'Enter an annuity share from 20 to 100%.',
      'Enter a valid annuity rate (0–100%).',
      'Choose government or non-government.',
    ]);
  });

  test.each([
    [
      'the defaults',
      form,
      {
        monthlyContribution: 5000,
        age: 30,
        expectedReturn: 10,
        annuityShare: 40,
        annuityRate: 6,
        subscriber: 'non-government',
      },
    ],
    [
      'the edges',
      { monthlyContribution: '500', age: '59', expectedReturn: '100', annuityShare: '100', annuityRate: '0.01' },
      {
        monthlyContribution: 500,
        age: 59,
        expectedReturn: 100,
        annuityShare: 100,
        annuityRate: 0.01,
        subscriber: 'non-government',
      },
    ],
    [
      'age 18, share 62.5',
      { ...form, age: '18', annuityShare: '62.5' },
      {
        monthlyContribution: 5000,
        age: 18,
        expectedReturn: 10,
        annuityShare: 62.5,
        annuityRate: 6,
        subscriber: 'non-government',
      },
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
    // Since 19 December 2025: 20% for a non-government subscriber, 40% for a government one.
    ['share 19.9', { annuityShare: '19.9' }, { annuityShare: npsShareMessage(20) }],
    [
      'government, share 39.9',
      { annuityShare: '39.9', subscriber: 'government' },
      { annuityShare: npsShareMessage(40) },
    ],
    ['share 101', { annuityShare: '101' }, { annuityShare: npsShareMessage(20) }],
    ['another subscriber', { subscriber: 'private' }, { subscriber: NPS_SUBSCRIBER_MESSAGE }],
    ['annuity rate empty', { annuityRate: '' }, { annuityRate: NPS_ANNUITY_RATE_MESSAGE }],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateNpsInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});

describe('the exit rules of 19 December 2025 (PFRDA (Exits and Withdrawals under the NPS) (Amendment) Regulations)', () => {
  // ₹500 a month from 50 at 8% is about ₹92,000 at 60: all of it may be withdrawn.
  const small = { ...form, monthlyContribution: '500', age: '50', expectedReturn: '8', annuityShare: '0' };
  test.each([
    ['a corpus up to ₹8 lakh, non-government: 0% annuity', small, true],
    ['a corpus up to ₹8 lakh, government: 0% annuity', { ...small, subscriber: 'government' }, true],
    ['non-government: 20% annuity', { ...form, annuityShare: '20' }, true],
    ['government: 40% annuity', { ...form, annuityShare: '40', subscriber: 'government' }, true],
  ])('accepts %s', (_name, fields, ok) => {
    expect(validateNpsInput(fields).ok).toBe(ok);
  });

  test('government, a corpus of ₹8 to ₹12 lakh: at most ₹6 lakh as a lump sum, the rest an annuity', () => {
    // ₹1,500 a month from 35 at 8%: a corpus of about ₹14.4 lakh is above the band; from 38, about ₹10.8 lakh: at least 44.57%.
    const band = { ...form, monthlyContribution: '1,500', age: '38', expectedReturn: '8', subscriber: 'government' };
    const refused = validateNpsInput({ ...band, annuityShare: '40' });
    expect(refused.ok).toBe(false);
    const message = refused.ok ? '' : refused.errors.annuityShare!;
    const least = Number(/from ([\d.]+) to/.exec(message)![1]);
    expect(least).toBeGreaterThan(40);
    expect(least).toBeLessThan(50);
    expect(validateNpsInput({ ...band, annuityShare: String(least) }).ok).toBe(true);
  });
});
