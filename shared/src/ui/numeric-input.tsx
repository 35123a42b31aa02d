import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { filterNumericTyping, type NumericTypingRules } from '../format/numeric-typing';

export interface NumericInputProps
  extends NumericTypingRules, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'max'> {
  value: string;
  onValueChange: (text: string) => void;
}

/**
 * A text input for numbers that filters as the visitor types or pastes: digits only (or one decimal
 * point), Indian grouping for amounts, values past `max` refused; the caret stays where it was.
 * It is a text input, not type="number", so grouping commas can show and nothing is silently dropped.
 */
export function NumericInput({ value, onValueChange, grouping, decimals, max, ...inputProps }: NumericInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const next = filterNumericTyping(input.value, input.selectionStart ?? input.value.length, value, {
      grouping,
      decimals,
      max,
    });
    if (next.text !== input.value) {
      // Write the filtered text now so React sees nothing to restore and the caret stays put.
      input.value = next.text;
      input.setSelectionRange(next.caret, next.caret);
    }
    if (next.text !== value) onValueChange(next.text);
  }

  return (
    <input
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...inputProps}
      value={value}
      onChange={handleChange}
    />
  );
}

/** An amount in rupees: digits only, regrouped as typed (5,00,000). */
export function AmountInput(props: Omit<NumericInputProps, 'grouping' | 'decimals'>) {
  return <NumericInput {...props} grouping decimals={0} />;
}
