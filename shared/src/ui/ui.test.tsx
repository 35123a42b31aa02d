import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseGroupedDigits } from '../format/indian-number';
import { resultOf, type Validation } from '../validation/result';
import { Field } from './field';
import { AmountInput, NumericInput } from './numeric-input';
import { ResultList } from './result-list';
import { Screen } from './screen';
import { UrlStateProvider, urlWithInputs } from './shareable-inputs';
import { useCalculatorForm } from './use-calculator-form';

/** A form to drive the primitives with: what part of a total a number is, as a percentage calculator does. */
const PART_MESSAGE = 'Enter a valid number.';
const TOTAL_MESSAGE = 'Total must be greater than zero.';
function validatePercentageInput(raw: { part: string; total: string }): Validation<{ part: number; total: number }> {
  const part = parseGroupedDigits(raw.part);
  const total = parseGroupedDigits(raw.total);
  return resultOf(
    { part: part === null ? PART_MESSAGE : undefined, total: total === null || total <= 0 ? TOTAL_MESSAGE : undefined },
    () => ({ part: part!, total: total! }),
  );
}
const calculatePercentage = ({ part, total }: { part: number; total: number }) =>
  Math.round((part / total) * 10_000) / 100;

function AmountField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Loan amount" error={value === '' ? 'Enter a valid loan amount.' : undefined} hint="In rupees">
      {(control) => <AmountInput {...control} value={value} onValueChange={setValue} />}
    </Field>
  );
}

describe('Field and AmountInput', () => {
  test('the label names the input and the error describes it', () => {
    render(<AmountField />);
    const input = screen.getByLabelText('Loan amount');
    expect(input).toHaveAccessibleDescription('In rupees Enter a valid loan amount.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('typing groups digits the Indian way and drops anything else', async () => {
    render(<AmountField />);
    const input = screen.getByLabelText('Loan amount');
    await userEvent.type(input, '50a0000');
    expect(input).toHaveValue('5,00,000');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('pasting keeps the digits of what was pasted', async () => {
    render(<AmountField />);
    const input = screen.getByLabelText('Loan amount');
    await userEvent.click(input);
    await userEvent.paste('5,00,000abc');
    expect(input).toHaveValue('5,00,000');
  });

  test('typing in the middle keeps the caret after the typed digit', async () => {
    render(<AmountField initial="1,00,000" />);
    const input = screen.getByLabelText<HTMLInputElement>('Loan amount');
    input.setSelectionRange(1, 1);
    await userEvent.type(input, '2', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('12,00,000');
    expect(input.selectionStart).toBe(2);
  });
});

function RateField() {
  const [value, setValue] = useState('');
  return (
    <Field label="Rate">
      {(control) => <NumericInput {...control} decimals={2} max={100} value={value} onValueChange={setValue} />}
    </Field>
  );
}

test('a numeric input refuses values past its maximum and extra decimals', async () => {
  render(<RateField />);
  const input = screen.getByLabelText('Rate');
  await userEvent.type(input, '101');
  expect(input).toHaveValue('10');
  await userEvent.clear(input);
  await userEvent.type(input, '8.555');
  expect(input).toHaveValue('8.55');
});

test('ResultList is a description list with a spoken summary', () => {
  render(
    <ResultList
      items={[
        { label: 'Monthly EMI', value: '₹43,610' },
        { label: 'Total Interest', value: '₹23,319' },
      ]}
    />,
  );
  expect(screen.getByText('Monthly EMI').tagName).toBe('DT');
  expect(screen.getByText('₹43,610').tagName).toBe('DD');
  expect(screen.getByRole('status')).toHaveTextContent('Monthly EMI: ₹43,610. Total Interest: ₹23,319.');
});

function PercentageForm() {
  const form = useCalculatorForm({
    defaults: { part: '', total: '' },
    validate: validatePercentageInput,
    compute: calculatePercentage,
    onInvalid: 'clear-result',
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.calculate();
      }}
    >
      <Field label="Part" error={form.errors.part}>
        {(control) => (
          <AmountInput {...control} value={form.fields.part} onValueChange={(text) => form.setField('part', text)} />
        )}
      </Field>
      <Field label="Total" error={form.errors.total}>
        {(control) => (
          <AmountInput {...control} value={form.fields.total} onValueChange={(text) => form.setField('total', text)} />
        )}
      </Field>
      <button type="submit">Calculate</button>
      {form.result !== null && <output>{form.result}</output>}
    </form>
  );
}

describe('useCalculatorForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/percentage-calculator'));

  test('a successful Calculate shows the result and writes the inputs to the URL', async () => {
    render(<PercentageForm />);
    expect(window.location.search).toBe('');
    await userEvent.type(screen.getByLabelText('Part'), '1');
    await userEvent.type(screen.getByLabelText('Total'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveTextContent('33.33');
    expect(window.location.search).toBe('?part=1&total=3');
  });

  test('a failed Calculate shows the messages and leaves the URL alone', async () => {
    render(<PercentageForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Enter a valid number.')).toBeInTheDocument();
    expect(screen.getByText('Total must be greater than zero.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  test('opening a shared link fills the form and calculates once', () => {
    window.history.replaceState(null, '', '/percentage-calculator?part=50&total=200');
    render(<PercentageForm />);
    expect(screen.getByLabelText('Part')).toHaveValue('50');
    expect(screen.getByRole('status')).toHaveTextContent('25');
  });

  test('an embedded tool neither reads nor writes its host page URL', async () => {
    window.history.replaceState(null, '', '/host-page?part=50&total=200');
    render(
      <UrlStateProvider enabled={false}>
        <PercentageForm />
      </UrlStateProvider>,
    );
    expect(screen.getByLabelText('Part')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Part'), '1');
    await userEvent.type(screen.getByLabelText('Total'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(window.location.search).toBe('?part=50&total=200');
  });
});

/** A form with an optional field that links carry only when it is not its default. */
function NotedPercentageForm() {
  const form = useCalculatorForm({
    defaults: { part: '1', total: '4', note: 'none' },
    validate: (fields: Readonly<Record<'part' | 'total' | 'note', string>>) => validatePercentageInput(fields),
    compute: calculatePercentage,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['note'],
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.calculate();
      }}
    >
      <Field label="Note">
        {(control) => (
          <input
            {...control}
            value={form.fields.note}
            onChange={(event) => form.setField('note', event.target.value)}
          />
        )}
      </Field>
      <Field label="Total" error={form.errors.total}>
        {(control) => (
          <AmountInput {...control} value={form.fields.total} onValueChange={(text) => form.setField('total', text)} />
        )}
      </Field>
      <p data-testid="part-error">{form.errors.part}</p>
      <button type="submit">Calculate</button>
      <button type="button" onClick={() => form.moveErrors((errors) => ({ part: errors.total }))}>
        Move
      </button>
    </form>
  );
}

describe('useCalculatorForm, optional fields and moved messages', () => {
  beforeEach(() => window.history.replaceState(null, '', '/percentage-calculator?other=kept'));

  test('a field at its default stays out of the link, and leaves it when it goes back to its default', async () => {
    render(<NotedPercentageForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(window.location.search).toBe('?other=kept&part=1&total=4');
    await userEvent.clear(screen.getByLabelText('Note'));
    await userEvent.type(screen.getByLabelText('Note'), 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(window.location.search).toBe('?other=kept&part=1&total=4&note=mine');
    await userEvent.clear(screen.getByLabelText('Note'));
    await userEvent.type(screen.getByLabelText('Note'), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(window.location.search).toBe('?other=kept&part=1&total=4');
  });

  test('moveErrors re-addresses the last messages without validating again', async () => {
    render(<NotedPercentageForm />);
    await userEvent.clear(screen.getByLabelText('Total'));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Total')).toHaveAccessibleDescription('Total must be greater than zero.');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByLabelText('Total')).not.toHaveAccessibleDescription();
    expect(screen.getByTestId('part-error')).toHaveTextContent('Total must be greater than zero.');
  });
});

test.each([
  ['sets the keys given', { a: '1' }, ['a'], '/x?keep=yes&a=1#h'],
  ['takes out a key with no value', {}, ['keep'], '/x#h'],
  ['leaves keys it is not given', { b: '2' }, undefined, '/x?keep=yes&b=2#h'],
])('urlWithInputs %s', (_name, values, keys, url) => {
  expect(urlWithInputs('https://example.test/x?keep=yes#h', values, keys)).toBe(url);
});

describe('Screen', () => {
  test('heads the tool with its h1 and, under it, the summary of what the tool does', () => {
    render(
      <Screen title="EMI Calculator" summary="Find the monthly instalment on a loan.">
        <form aria-label="EMI" />
      </Screen>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'EMI Calculator' });
    const summary = screen.getByText('Find the monthly instalment on a loan.');
    expect(heading.nextElementSibling).toBe(summary);
    expect(summary.nextElementSibling).toBe(screen.getByRole('form', { name: 'EMI' }));
  });

  test('a screen without a summary (a remote built before there were any) shows its heading alone', () => {
    const { container } = render(<Screen title="Tax Compare">{null}</Screen>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tax Compare');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
