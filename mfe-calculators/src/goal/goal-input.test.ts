import {
  GOAL_INFLATION_MESSAGE,
  GOAL_RETURN_MESSAGE,
  GOAL_TARGET_MESSAGE,
  GOAL_YEARS_MESSAGE,
  validateGoalInput,
  type GoalFields,
} from './goal-input';
import { RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const form: GoalFields = { target: '1,00,00,000', years: '15', expectedReturn: '12', inflation: '6' };

describe('validateGoalInput', () => {
  test('the messages name the limits', () => {
    expect([GOAL_TARGET_MESSAGE, GOAL_YEARS_MESSAGE, GOAL_RETURN_MESSAGE, GOAL_INFLATION_MESSAGE]).toEqual([
      'Enter a valid target amount.',
      'Enter a valid time period (1 - 50).',
      'Enter a valid expected return (0–100%).',
      'Enter inflation from 0 to 100%.',
    ]);
  });

  test.each([
    ['the defaults', form, { target: 10000000, years: 15, expectedReturn: 12, inflation: 6 }],
    [
      'empty inflation is 0',
      { ...form, inflation: '' },
      { target: 10000000, years: 15, expectedReturn: 12, inflation: 0 },
    ],
    [
      'the edges',
      { target: '1', years: '50', expectedReturn: '100', inflation: '100' },
      { target: 1, years: 50, expectedReturn: 100, inflation: 100 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    expect(validateGoalInput(fields)).toEqual({ ok: true, value });
  });

  test.each([
    ['no target', { target: '0' }, { target: GOAL_TARGET_MESSAGE }],
    ['51 years', { years: '51' }, { years: GOAL_YEARS_MESSAGE }],
    ['return 0', { expectedReturn: '0' }, { expectedReturn: GOAL_RETURN_MESSAGE }],
    ['inflation 101', { inflation: '101' }, { inflation: GOAL_INFLATION_MESSAGE }],
    ['inflation "-1"', { inflation: '-1' }, { inflation: GOAL_INFLATION_MESSAGE }],
    // The goal: exactly ₹29,95,99,22,12,09,11,073 in 30 years, above MAX_RESULT (a double showed …070).
    [
      '₹10^15 over 30 years at 12% inflation',
      { target: '1,00,00,00,00,00,00,000', years: '30', inflation: '12' },
      { target: RESULT_LIMIT_MESSAGE },
    ],
    // Either side of the limit: ₹10^15 doubled three times is ₹8 × 10^15 (shown), four times ₹16 × 10^15.
    ['₹10^15 at 100% for 3 years stays', { target: '1,00,00,00,00,00,00,000', years: '3', inflation: '100' }, null],
    [
      '₹10^15 at 100% for 4 years',
      { target: '1,00,00,00,00,00,00,000', years: '4', inflation: '100' },
      { target: RESULT_LIMIT_MESSAGE },
    ],
  ])('refuses %s', (_name, change, errors) => {
    const validation = validateGoalInput({ ...form, ...change });
    if (errors === null) expect(validation.ok).toBe(true);
    else expect(validation).toEqual({ ok: false, errors });
  });
});
