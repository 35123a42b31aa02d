import { Field } from '@fintools/shared/ui/field';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import type { CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TENURE_UNIT_OPTIONS } from './tenure-unit';

/**
 * "Time period" and "Time unit", as FD and RD ask for them (docs/product.md §3, §4). `maxPeriod` is the screen's
 * longest deposit in the chosen unit: typing past it is refused rather than reported.
 */
export function DepositPeriodFields<Field extends string>({
  form,
  maxPeriod,
}: {
  form: CalculatorForm<Field | 'timePeriod' | 'unit', unknown>;
  maxPeriod: number;
}) {
  return (
    <>
      <Field label="Time period" error={form.errors.timePeriod}>
        {(control) => (
          <NumericInput
            {...control}
            decimals={2}
            max={maxPeriod}
            value={form.fields.timePeriod}
            onValueChange={(text) => form.setField('timePeriod', text)}
          />
        )}
      </Field>
      <Field label="Time unit" error={form.errors.unit}>
        {(control) => (
          <select
            {...control}
            value={form.fields.unit}
            onChange={(event) => form.setField('unit', event.currentTarget.value)}
          >
            {TENURE_UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
