import { todayIso } from '@fintools/shared/format/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DobCalculatorScreen from './dob-calculator-screen';
import { resultValue } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/dob-calculator'));

async function setDate(label: string, iso: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (iso) await userEvent.type(input, iso);
}

async function calculateAge() {
  await userEvent.click(screen.getByRole('button', { name: 'Calculate Age' }));
}

test('starts with an empty date of birth, today as the current date, and no result', () => {
  render(<DobCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'DOB CALCULATOR' })).toBeInTheDocument();
  const dob = screen.getByLabelText('Date of birth');
  const current = screen.getByLabelText('Current date');
  expect(dob).toHaveAttribute('type', 'date');
  expect(dob).toHaveValue('');
  expect(current).toHaveValue(todayIso());
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('the pickers’ limits follow each other inside 1900–2999', async () => {
  render(<DobCalculatorScreen />);
  const dob = screen.getByLabelText('Date of birth');
  const current = screen.getByLabelText('Current date');
  expect(dob).toHaveAttribute('min', '1900-01-01');
  expect(dob).toHaveAttribute('max', todayIso());
  expect(current).toHaveAttribute('min', '1900-01-01');
  expect(current).toHaveAttribute('max', '2999-12-31');
  await setDate('Date of birth', '2000-01-31');
  await setDate('Current date', '2000-02-29');
  expect(dob).toHaveAttribute('max', '2000-02-29');
  expect(current).toHaveAttribute('min', '2000-01-31');
});

test('31 Jan 2000 to 29 Feb 2000 is 0 years 0 months 29 days, shown only after Calculate Age', async () => {
  render(<DobCalculatorScreen />);
  await setDate('Date of birth', '2000-01-31');
  await setDate('Current date', '2000-02-29');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  await calculateAge();
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Years',
    'Months',
    'Days',
    'Weeks',
    'Hours',
    'Minutes',
    'Seconds',
  ]);
  expect(resultValue('Years')).toBe('0');
  expect(resultValue('Months')).toBe('0');
  expect(resultValue('Days')).toBe('29');
  expect(resultValue('Weeks')).toBe('4');
  expect(resultValue('Hours')).toBe('696');
  expect(resultValue('Minutes')).toBe('41,760');
  expect(resultValue('Seconds')).toBe('25,05,600');
  expect(screen.getByText(/^Age: 0 years, 0 months and 29 days/)).toHaveAttribute('role', 'status');
  expect(window.location.search).toBe('?dob=2000-01-31&currentDate=2000-02-29');
});

test('an empty date of birth → Please select Date of Birth.', async () => {
  render(<DobCalculatorScreen />);
  await calculateAge();
  expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Please select Date of Birth.');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('a birth date after the current date → DOB cannot be after current date., and the result goes', async () => {
  render(<DobCalculatorScreen />);
  await setDate('Date of birth', '2000-01-31');
  await setDate('Current date', '2010-01-31');
  await calculateAge();
  expect(resultValue('Years')).toBe('10');
  await setDate('Date of birth', '2011-01-01');
  await calculateAge();
  expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('DOB cannot be after current date.');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('a cleared current date and a date outside 1900–2999 get the validator’s messages', async () => {
  render(<DobCalculatorScreen />);
  await setDate('Date of birth', '1899-12-31');
  await setDate('Current date', '');
  await calculateAge();
  expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
    'Please select a date between 1 Jan 1900 and 31 Dec 2999.',
  );
  expect(screen.getByLabelText('Current date')).toHaveAccessibleDescription('Please select the current date.');
});

test('a shared link fills both dates and calculates once', () => {
  window.history.replaceState(null, '', '/dob-calculator?dob=2000-02-29&currentDate=2001-02-28');
  render(<DobCalculatorScreen />);
  expect(screen.getByLabelText('Date of birth')).toHaveValue('2000-02-29');
  expect(resultValue('Years')).toBe('0');
  expect(resultValue('Months')).toBe('11');
  expect(resultValue('Days')).toBe('30');
});
