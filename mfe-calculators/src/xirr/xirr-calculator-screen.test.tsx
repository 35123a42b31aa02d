import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import XirrCalculatorScreen from './xirr-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/xirr-calculator'));

const rows = () => screen.getAllByRole('group', { name: /^Cash flow \d+$/ });

test('₹10,000 twice in 2024, worth ₹22,000 on 2025-01-01: XIRR 13.41%, and the rows in the URL', async () => {
  render(<XirrCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'XIRR Calculator' })).toBeInTheDocument();
  expect(rows()).toHaveLength(2);
  expect(within(rows()[1]!).getByLabelText('Date')).toHaveValue('2024-07-01');
  expect(within(rows()[1]!).getByLabelText('Type')).toHaveValue('investment');
  await calculate();
  expect(results()).toEqual(['XIRR: 13.41%', 'Total invested: ₹20,000', 'Gain: ₹2,000']);
  expect(new URLSearchParams(window.location.search).get('flows')).toBe('2024-01-01i10,000_2024-07-01i10,000');
});

test('Add row and Remove; a withdrawal counts as money received', async () => {
  render(<XirrCalculatorScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  expect(rows()).toHaveLength(3);
  const added = rows()[2]!;
  expect(within(added).getByLabelText('Date')).toHaveFocus();
  fireEvent.change(within(added).getByLabelText('Date'), { target: { value: '2024-10-01' } });
  await userEvent.type(within(added).getByLabelText('Amount'), '2000');
  await userEvent.selectOptions(within(added).getByLabelText('Type'), 'Withdrawal');
  await calculate();
  expect(results()).toEqual(['XIRR: 27.96%', 'Total invested: ₹20,000', 'Gain: ₹4,000']);
  await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Remove' }));
  expect(rows()).toHaveLength(2);
  expect(within(rows()[0]!).getByLabelText('Date')).toHaveValue('2024-07-01');
});

test('rows pasted from a spreadsheet fill the table: ₹5,000 a month of 2025, worth ₹64,000 → 12.48%', async () => {
  render(<XirrCalculatorScreen />);
  const lines = Array.from({ length: 12 }, (_, month) => `05/${String(month + 1).padStart(2, '0')}/2025\t5,000`);
  fireEvent.paste(within(rows()[0]!).getByLabelText('Amount'), {
    clipboardData: { getData: () => ['Date\tAmount', ...lines].join('\n') },
  });
  expect(rows()).toHaveLength(12);
  expect(within(rows()[11]!).getByLabelText('Date')).toHaveValue('2025-12-05');
  await replace('Current value', '64000');
  fireEvent.change(screen.getByLabelText('Valuation date'), { target: { value: '2026-01-05' } });
  await calculate();
  expect(results()[0]).toBe('XIRR: 12.48%');
});

test('each message where it belongs, nothing typed lost', async () => {
  render(<XirrCalculatorScreen />);
  await replace('Current value', '');
  await calculate();
  expect(screen.getByLabelText('Current value')).toHaveAccessibleDescription('Enter the current value and its date.');
  await replace('Current value', '22000');
  fireEvent.change(screen.getByLabelText('Valuation date'), { target: { value: '2023-12-31' } });
  await calculate();
  expect(screen.getByLabelText('Valuation date')).toHaveAccessibleDescription(
    'The valuation date must be after the first investment.',
  );
  expect(within(rows()[1]!).getByLabelText('Date')).toHaveAccessibleDescription(
    'Enter a date on or before the valuation date.',
  );
  for (const row of rows()) await userEvent.selectOptions(within(row).getByLabelText('Type'), 'Withdrawal');
  fireEvent.change(screen.getByLabelText('Valuation date'), { target: { value: '2025-01-01' } });
  await calculate();
  expect(screen.getByRole('alert')).toHaveTextContent('Add at least one investment.');
  expect(screen.getByRole('region', { name: 'Cash flows' })).toHaveAccessibleDescription(
    /Add at least one investment\.$/,
  );
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(within(rows()[0]!).getByLabelText('Amount')).toHaveValue('10,000');
});

test('no rate that balances the flows: the table says so', async () => {
  window.history.replaceState(
    null,
    '',
    '/xirr-calculator?flows=2024-01-01i10%2C00%2C00%2C00%2C000&currentValue=0&valuationDate=2024-01-02',
  );
  render(<XirrCalculatorScreen />);
  expect(screen.getByRole('alert')).toHaveTextContent('XIRR cannot be found for these cash flows.');
});

test('a shared link restores the rows and the result', () => {
  window.history.replaceState(
    null,
    '',
    '/xirr-calculator?flows=2023-01-01i1%2C000&currentValue=1%2C100&valuationDate=2024-01-01',
  );
  render(<XirrCalculatorScreen />);
  expect(rows()).toHaveLength(1);
  expect(results()).toEqual(['XIRR: 10.00%', 'Total invested: ₹1,000', 'Gain: ₹100']);
});
