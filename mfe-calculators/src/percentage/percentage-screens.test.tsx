import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PercentageScreen from './percentage-screen';
import ValueOfPercentageScreen from './value-of-percentage-screen';

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Percentage Calculator', () => {
  test('shows nothing until Calculate Percentage, then the percentage to two decimals', async () => {
    render(<PercentageScreen />);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Part'), '1');
    await userEvent.type(screen.getByLabelText('Total'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Percentage' }));
    expect(screen.getByRole('term')).toHaveTextContent('Percentage');
    expect(screen.getByRole('definition')).toHaveTextContent('33.33%');
  });

  test('inputs take digits only, with grouping', async () => {
    render(<PercentageScreen />);
    await userEvent.type(screen.getByLabelText('Total'), '-1e5,000.5');
    expect(screen.getByLabelText('Total')).toHaveValue('1,50,005');
  });

  test.each([
    ['', '3', 'Enter a valid number.'],
    ['5', '', 'Total must be greater than zero.'],
    ['5', '0', 'Total must be greater than zero.'],
  ])('part %j, total %j → %s', async (part, total, message) => {
    render(<PercentageScreen />);
    if (part) await userEvent.type(screen.getByLabelText('Part'), part);
    if (total) await userEvent.type(screen.getByLabelText('Total'), total);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Percentage' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
  });
});

describe('Percentage of Total Value', () => {
  test('12.5% of 2,000 is 250', async () => {
    render(<ValueOfPercentageScreen />);
    await userEvent.type(screen.getByLabelText('Percentage (%)'), '12.5');
    await userEvent.type(screen.getByLabelText('Total value'), '2000');
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Value' }));
    expect(screen.getByRole('term')).toHaveTextContent('Value');
    expect(screen.getByRole('definition')).toHaveTextContent('250');
  });

  test('entries outside 0 to 100 are ignored as typed', async () => {
    render(<ValueOfPercentageScreen />);
    await userEvent.type(screen.getByLabelText('Percentage (%)'), '150');
    expect(screen.getByLabelText('Percentage (%)')).toHaveValue('15');
  });

  test.each([
    ['', '100', 'Enter a valid percentage.'],
    ['10', '', 'Enter a valid total value.'],
    ['10', '0', 'Enter a valid total value.'],
  ])('percentage %j, total %j → %s', async (percentage, total, message) => {
    render(<ValueOfPercentageScreen />);
    if (percentage) await userEvent.type(screen.getByLabelText('Percentage (%)'), percentage);
    if (total) await userEvent.type(screen.getByLabelText('Total value'), total);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Value' }));
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
