import { todayIso } from '@fintools/shared/format/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FindDayCalculatorScreen from './find-day-calculator-screen';

beforeEach(() => window.history.replaceState(null, '', '/dayfind-calculator'));

async function setDate(iso: string) {
  const input = screen.getByLabelText('Date');
  await userEvent.clear(input);
  if (iso) await userEvent.type(input, iso);
}

async function findDay() {
  await userEvent.click(screen.getByRole('button', { name: 'Find Day' }));
}

test('a date picker prefilled with today, within 1900–2999, and nothing else until Find Day', () => {
  render(<FindDayCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'FIND DAY CALCULATOR' })).toBeInTheDocument();
  const date = screen.getByLabelText('Date');
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveValue(todayIso());
  expect(date).toHaveAttribute('min', '1900-01-01');
  expect(date).toHaveAttribute('max', '2999-12-31');
  expect(screen.queryByText(/Day is:/)).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('22 Nov 2026 → Day is: Sunday, announced, and written to the URL', async () => {
  render(<FindDayCalculatorScreen />);
  await setDate('2026-11-22');
  expect(screen.queryByText(/Day is:/)).not.toBeInTheDocument();
  await findDay();
  expect(screen.getByText('Day is: Sunday')).toBeInTheDocument();
  expect(screen.getByText('Day is: Sunday').closest('[role="status"]')).not.toBeNull();
  expect(window.location.search).toBe('?date=2026-11-22');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('the first and last days of the range', async () => {
  render(<FindDayCalculatorScreen />);
  await setDate('1900-01-01');
  await findDay();
  expect(screen.getByText('Day is: Monday')).toBeInTheDocument();
  await setDate('2999-12-31');
  await findDay();
  expect(screen.getByText('Day is: Tuesday')).toBeInTheDocument();
});

test.each(['', '1899-12-31'])('date %j → Please select a valid date., and the last answer goes', async (iso) => {
  render(<FindDayCalculatorScreen />);
  await setDate('2026-11-22');
  await findDay();
  await setDate(iso);
  await findDay();
  expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Please select a valid date.');
  expect(screen.queryByText(/Day is:/)).not.toBeInTheDocument();
});

test('a shared link fills the date and finds the day once', () => {
  window.history.replaceState(null, '', '/dayfind-calculator?date=2026-11-22');
  render(<FindDayCalculatorScreen />);
  expect(screen.getByLabelText('Date')).toHaveValue('2026-11-22');
  expect(screen.getByText('Day is: Sunday')).toBeInTheDocument();
});
