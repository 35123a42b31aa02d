import { HRA_AMOUNT_DOMAIN, HRA_CITIES, type HraCity, type HraInput } from './hra';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const HRA_MESSAGES = {
  basic: 'Enter a valid basic salary.',
  dearnessAllowance: 'Enter a valid dearness allowance.',
  hraReceived: 'Enter a valid HRA received.',
  rentPaid: 'Enter a valid rent paid.',
  city: 'Choose a city.',
} as const;

/** The HRA form as the screen holds it: monthly amounts as typed, the city's choice. */
export interface HraFields {
  basic: string;
  dearnessAllowance: string;
  hraReceived: string;
  rentPaid: string;
  city: string;
}

/**
 * Reads the HRA Calculator's fields: basic salary, HRA received and rent paid are required whole rupees
 * (0 allowed but not empty, except dearness allowance, which is 0 when empty), each at most
 * HRA_AMOUNT_DOMAIN.max. Never throws.
 * @example validateHraInput({ basic: '50,000', dearnessAllowance: '', hraReceived: '20,000', rentPaid: '18,000', city: 'metro' })
 * // { ok: true, value: { basic: 50000, dearnessAllowance: 0, hraReceived: 20000, rentPaid: 18000, city: 'metro' } }
 */
export function validateHraInput(fields: HraFields): Validation<HraInput> {
  const basic = readAmount(fields.basic, HRA_AMOUNT_DOMAIN, null);
  const dearnessAllowance = readAmount(fields.dearnessAllowance, HRA_AMOUNT_DOMAIN);
  const hraReceived = readAmount(fields.hraReceived, HRA_AMOUNT_DOMAIN, null);
  const rentPaid = readAmount(fields.rentPaid, HRA_AMOUNT_DOMAIN, null);
  const city = HRA_CITIES.includes(fields.city as HraCity) ? (fields.city as HraCity) : null;
  return resultOf(
    {
      basic: basic === null ? HRA_MESSAGES.basic : undefined,
      dearnessAllowance: dearnessAllowance === null ? HRA_MESSAGES.dearnessAllowance : undefined,
      hraReceived: hraReceived === null ? HRA_MESSAGES.hraReceived : undefined,
      rentPaid: rentPaid === null ? HRA_MESSAGES.rentPaid : undefined,
      city: city === null ? HRA_MESSAGES.city : undefined,
    },
    () => ({
      basic: basic!,
      dearnessAllowance: dearnessAllowance!,
      hraReceived: hraReceived!,
      rentPaid: rentPaid!,
      city: city!,
    }),
  );
}
