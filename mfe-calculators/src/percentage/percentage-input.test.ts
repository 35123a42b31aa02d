import {
  PERCENTAGE_MESSAGES,
  validatePercentageInput,
  validateValueOfPercentageInput,
  VALUE_OF_PERCENTAGE_MESSAGES,
} from './percentage-input';

describe('validatePercentageInput', () => {
  test.each([
    ['1', '3', { part: 1, total: 3 }],
    ['0', '3', { part: 0, total: 3 }],
    ['5,00,000', '10,00,000', { part: 500000, total: 1000000 }],
  ])('part %j of total %j is valid', (part, total, value) => {
    expect(validatePercentageInput({ part, total })).toEqual({ ok: true, value });
  });

  test.each([
    ['', '3', { part: PERCENTAGE_MESSAGES.part }],
    ['-5', '3', { part: PERCENTAGE_MESSAGES.part }],
    ['e', '3', { part: PERCENTAGE_MESSAGES.part }],
    ['1', '0', { total: PERCENTAGE_MESSAGES.total }],
    ['1', '', { total: PERCENTAGE_MESSAGES.total }],
    ['1', '1e309', { total: PERCENTAGE_MESSAGES.total }],
    ['٣', '٣', { part: PERCENTAGE_MESSAGES.part, total: PERCENTAGE_MESSAGES.total }],
    ['9'.repeat(60), '1', { part: PERCENTAGE_MESSAGES.part }],
  ])('part %j, total %j → %j', (part, total, errors) => {
    expect(validatePercentageInput({ part, total })).toEqual({ ok: false, errors });
  });
});

describe('validateValueOfPercentageInput', () => {
  test.each([
    ['12.5', '2,000', { percentage: 12.5, total: 2000 }],
    ['0', '1', { percentage: 0, total: 1 }],
    ['100', '1', { percentage: 100, total: 1 }],
  ])('%j%% of %j is valid', (percentage, total, value) => {
    expect(validateValueOfPercentageInput({ percentage, total })).toEqual({ ok: true, value });
  });

  test.each([
    ['', '100', { percentage: VALUE_OF_PERCENTAGE_MESSAGES.percentage }],
    ['100.01', '100', { percentage: VALUE_OF_PERCENTAGE_MESSAGES.percentage }],
    ['-1', '100', { percentage: VALUE_OF_PERCENTAGE_MESSAGES.percentage }],
    ['10', '0', { total: VALUE_OF_PERCENTAGE_MESSAGES.total }],
    ['10', '', { total: VALUE_OF_PERCENTAGE_MESSAGES.total }],
    [
      '<script>',
      '<img>',
      { percentage: VALUE_OF_PERCENTAGE_MESSAGES.percentage, total: VALUE_OF_PERCENTAGE_MESSAGES.total },
    ],
  ])('%j%% of %j → %j', (percentage, total, errors) => {
    expect(validateValueOfPercentageInput({ percentage, total })).toEqual({ ok: false, errors });
  });
});
