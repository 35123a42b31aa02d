import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EpfCalculatorScreen from './epf-calculator-screen';
import { calculate, replace, results } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/epf-calculator'));

test('₹30,000 from 25, +5% a year, 8.25%: the reference figures', async () => {
  render(<EpfCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'EPF Calculator' })).toBeInTheDocument();
  await calculate();
  expect(results()).toEqual([
    'Your contribution: ₹34,58,755',
    "Employer's contribution: ₹29,63,755",
    'Total Interest: ₹1,52,69,619',
    'Balance at 58: ₹2,16,92,129',
  ]);
});

test('₹12,000 from 50, no increase, ₹2,00,000 saved', async () => {
  render(<EpfCalculatorScreen />);
  await replace('Monthly basic + DA', '12000');
  await replace('Your age', '50');
  await replace('Current EPF balance', '200000');
  await replace('Yearly salary increase (%)', '0');
  await calculate();
  expect(results()).toEqual([
    'Your contribution: ₹1,38,240',
    "Employer's contribution: ₹42,240",
    'Total Interest: ₹2,49,578',
    'Balance at 58: ₹6,30,058',
  ]);
});

test.each([
  ['Your age', '58', 'Enter your age from 18 to 57.'],
  ['Monthly basic + DA', '999', 'Enter your monthly basic + DA (≥ ₹1,000).'],
])('%s %j → %s', async (label, text, message) => {
  render(<EpfCalculatorScreen />);
  await replace(label, text);
  await calculate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
});

test("joined from 1 September 2014 on ₹30,000: no EPS, the employer's whole 12% goes in; the choice travels in the link", async () => {
  render(<EpfCalculatorScreen />);
  await replace('Your age', '57');
  await replace('Yearly salary increase (%)', '0');
  await calculate();
  expect(results()).toContain("Employer's contribution: ₹28,200");
  await userEvent.click(screen.getByRole('radio', { name: 'On or after 1 Sep 2014' }));
  await calculate();
  expect(results()).toEqual(
    expect.arrayContaining(["Employer's contribution: ₹43,200", 'Total Interest: ₹3,861', 'Balance at 58: ₹90,261']),
  );
  expect(new URLSearchParams(window.location.search).get('joined')).toBe('from-sep-2014');
});
