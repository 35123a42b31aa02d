import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group';

const OPTIONS = [
  { value: 'sip', label: 'SIP (monthly)' },
  { value: 'lumpsum', label: 'Lump sum' },
] as const;

function InvestmentType({ error, initial = 'sip' }: { error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChoiceGroup
        legend="Investment type"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        error={error}
        hint="Pick one"
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

test('the legend names the group and each radio is named by its visible label', () => {
  render(<InvestmentType />);
  const group = screen.getByRole('radiogroup', { name: 'Investment type' });
  expect(group).toHaveAccessibleDescription('Pick one');
  expect(screen.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Lump sum' })).not.toBeChecked();
});

test('clicking a label and the arrow keys both change the choice', async () => {
  render(<InvestmentType />);
  await userEvent.click(screen.getByText('Lump sum'));
  expect(screen.getByRole('radio', { name: 'Lump sum' })).toBeChecked();
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('lumpsum');
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked();
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('sip');
});

test('an error is tied to the group and marks it invalid', () => {
  render(<InvestmentType error="Please choose SIP or Lumpsum" initial="bogus" />);
  const group = screen.getByRole('radiogroup', { name: 'Investment type' });
  expect(group).toHaveAccessibleDescription('Pick one Please choose SIP or Lumpsum');
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
});
