/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanCalculatorScreen from './loan-calculator-screen';

// The chart's chunk fails to download (a flaky network) until the network comes back.
let networkUp = false;
let chartLoads = 0;
jest.mock('./loan-chart', () => {
  chartLoads += 1;
  if (!networkUp) throw new Error('Loading chunk loan-chart failed');
  return jest.requireActual('./loan-chart');
});

beforeEach(() => window.history.replaceState(null, '', '/loan-calculator'));

test('a chart that fails to load costs only the chart, and Retry brings it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<LoanCalculatorScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate EMI' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not load.');
  expect(screen.getByRole('table', { name: 'Interest Breakdown' })).toBeInTheDocument();
  expect(screen.getByText('₹43,610')).toBeInTheDocument();

  // The results' code asks for the chart ahead of time, and the slot asks again: both failed.
  const failedLoads = chartLoads;
  expect(failedLoads).toBeGreaterThanOrEqual(1);

  networkUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('figure', { name: 'Principal vs Interest Over Time' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(chartLoads).toBe(failedLoads + 1);
});
