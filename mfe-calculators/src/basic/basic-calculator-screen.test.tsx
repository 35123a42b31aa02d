import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BasicCalculatorScreen from './basic-calculator-screen';

async function press(...keys: string[]) {
  for (const key of keys) await userEvent.click(screen.getByRole('button', { name: key }));
}

test('the keypad has its keys in order, row by row', () => {
  render(<BasicCalculatorScreen />);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    '7',
    '8',
    '9',
    '÷',
    '4',
    '5',
    '6',
    '×',
    '1',
    '2',
    '3',
    '-',
    '0',
    '.',
    '=',
    '+',
    'C',
  ]);
});

test('7 × 8 = 56, and C clears', async () => {
  render(<BasicCalculatorScreen />);
  const display = screen.getByLabelText('Display');
  await press('7', '×', '8');
  expect(display).toHaveTextContent('7×8');
  await press('=');
  expect(display).toHaveTextContent('56');
  await press('C');
  expect(display).toHaveTextContent('');
});

test('a malformed expression shows Error', async () => {
  render(<BasicCalculatorScreen />);
  await press('7', '×', '÷', '8', '=');
  expect(screen.getByLabelText('Display')).toHaveTextContent('Error');
});

test('dividing by zero shows Error', async () => {
  render(<BasicCalculatorScreen />);
  await press('5', '÷', '0', '=');
  expect(screen.getByLabelText('Display')).toHaveTextContent('Error');
});

test('the keyboard works as the keypad', async () => {
  render(<BasicCalculatorScreen />);
  await userEvent.keyboard('12*3{Enter}');
  expect(screen.getByLabelText('Display')).toHaveTextContent('36');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByLabelText('Display')).toHaveTextContent('');
  await userEvent.keyboard('9/4{Backspace}3=');
  expect(screen.getByLabelText('Display')).toHaveTextContent('3');
});

test('tiny results keep calculating: 1 ÷ 1000000000000 shows 1e-12, and × 1000 then gives 1e-9', async () => {
  render(<BasicCalculatorScreen />);
  const display = screen.getByLabelText('Display');
  await press('1', '÷', ...'1000000000000', '=');
  expect(display).toHaveTextContent(/^1e-12$/);
  await press('×', '1', '0', '0', '0', '=');
  expect(display).toHaveTextContent(/^1e-9$/);
});

test('a result of 10^21 or more keeps calculating after = and after an operator', async () => {
  render(<BasicCalculatorScreen />);
  const display = screen.getByLabelText('Display');
  await press(...'999999999999', '×', ...'999999999999', '=');
  expect(display).toHaveTextContent(/^9\.99999999998e\+23$/);
  await press('=');
  expect(display).toHaveTextContent(/^9\.99999999998e\+23$/);
  await press('÷', '9', '=');
  expect(display).toHaveTextContent(/^1\.11111111111e\+23$/);
  // From the keyboard too, and Backspace takes the exponent-notation number away whole.
  await userEvent.keyboard('*{Backspace}{Backspace}');
  expect(display).toHaveTextContent(/^$/);
});

test('0.1 + 0.2 is 0.3 exactly', async () => {
  render(<BasicCalculatorScreen />);
  await press('.', '1', '+', '.', '2', '=');
  expect(screen.getByLabelText('Display')).toHaveTextContent(/^0\.3$/);
});
