import { moveRowErrors } from './row-errors';

test('a removed row’s messages go, the later rows’ move up a row, every other key stays', () => {
  expect(
    moveRowErrors(
      {
        flows: 'the table',
        'flows.0.date': 'a',
        'flows.1.amount': 'b',
        'flows.2.date': 'c',
        'flows.12.amount': 'd',
        currentValue: 'e',
        'flowsx.3.date': 'f',
      },
      'flows',
      1,
    ),
  ).toEqual({
    flows: 'the table',
    'flows.0.date': 'a',
    'flows.1.date': 'c',
    'flows.11.amount': 'd',
    currentValue: 'e',
    'flowsx.3.date': 'f',
  });
});

test('the first row removed: every row’s messages move up', () => {
  expect(moveRowErrors({ 'prepayments.0.month': 'x', 'prepayments.1.month': 'y' }, 'prepayments', 0)).toEqual({
    'prepayments.0.month': 'y',
  });
});
