import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

/** The spec's messages (§5 Percentage, Percentage of total), word for word. */
export const PERCENTAGE_MESSAGES = {
  part: 'Enter a valid number.',
  total: 'Total must be greater than zero.',
} as const;

export const VALUE_OF_PERCENTAGE_MESSAGES = {
  percentage: 'Enter a valid percentage.',
  total: 'Enter a valid total value.',
} as const;

export const MAX_PERCENTAGE = 100;

export interface PercentageInput {
  part: number;
  total: number;
}

export interface ValueOfPercentageInput {
  percentage: number;
  total: number;
}

/**
 * Part and total are whole numbers with grouping; the part may be 0, the total must be above 0.
 * @example validatePercentageInput({ part: '1', total: '3' }) // { ok: true, value: { part: 1, total: 3 } }
 */
export function validatePercentageInput(raw: { part: string; total: string }): Validation<PercentageInput> {
  const part = parseGroupedDigits(raw.part);
  const total = parseGroupedDigits(raw.total);
  return resultOf(
    {
      part: part === null || part > MAX_AMOUNT ? PERCENTAGE_MESSAGES.part : undefined,
      total: total === null || total <= 0 || total > MAX_AMOUNT ? PERCENTAGE_MESSAGES.total : undefined,
    },
    () => ({ part: part as number, total: total as number }),
  );
}

/**
 * The percentage is 0 to 100 (decimals allowed) and not empty; the total value is above 0.
 * @example validateValueOfPercentageInput({ percentage: '12.5', total: '2,000' }) // ok, { percentage: 12.5, total: 2000 }
 */
export function validateValueOfPercentageInput(raw: {
  percentage: string;
  total: string;
}): Validation<ValueOfPercentageInput> {
  const percentage = parseDecimal(raw.percentage);
  const total = parseGroupedDigits(raw.total);
  return resultOf(
    {
      percentage:
        percentage === null || percentage < 0 || percentage > MAX_PERCENTAGE
          ? VALUE_OF_PERCENTAGE_MESSAGES.percentage
          : undefined,
      total: total === null || total <= 0 || total > MAX_AMOUNT ? VALUE_OF_PERCENTAGE_MESSAGES.total : undefined,
    },
    () => ({ percentage: percentage as number, total: total as number }),
  );
}
