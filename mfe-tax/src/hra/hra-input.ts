import { HRA_AMOUNT_DOMAIN, HRA_FIFTY_PERCENT_CITIES, type HraCity, type HraInput } from './hra';
import { taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import type { ChoiceOption } from '@fintools/shared/ui/choice-group';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const HRA_MESSAGES = {
  basic: 'Enter a valid basic salary.',
  dearnessAllowance: 'Enter a valid dearness allowance.',
  hraReceived: 'Enter a valid HRA received.',
  rentPaid: 'Enter a valid rent paid.',
  city: 'Choose a city.',
} as const;

/** The HRA form as the screen holds it: the tax year, monthly amounts as typed, the city's choice. */
export interface HraFields {
  year: string;
  basic: string;
  dearnessAllowance: string;
  hraReceived: string;
  rentPaid: string;
  city: string;
}

/** The city choice's words: each city as the rules name it, and everywhere else. */
const CITY_LABELS: Readonly<Record<HraCity, string>> = {
  delhi: 'Delhi',
  mumbai: 'Mumbai',
  kolkata: 'Kolkata',
  chennai: 'Chennai',
  bengaluru: 'Bengaluru',
  hyderabad: 'Hyderabad',
  pune: 'Pune',
  ahmedabad: 'Ahmedabad',
  other: 'Other city',
};

/** The city a form starts on, as it started on the four metros before the choice named each city. */
export const HRA_DEFAULT_CITY: HraCity = 'delhi';

/**
 * The city choice of a year: the cities its rules list for 50% of salary, then Other city.
 * @example hraCityOptions('2025-26').map((option) => option.label) // ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Other city']
 */
export function hraCityOptions(year: TaxYear): readonly ChoiceOption<HraCity>[] {
  return [...HRA_FIFTY_PERCENT_CITIES[year], 'other' as const].map((city) => ({
    value: city,
    label: CITY_LABELS[city],
  }));
}

/**
 * The city a field's text chooses in a year, or null when the year does not offer it. A link made when the
 * choice was "Metro (Delhi, Mumbai, Kolkata, Chennai)" says `city=metro`: it reads as Delhi, whose 50% is
 * that choice's in both years.
 * @example hraCityIn('metro', '2025-26') // 'delhi'
 * @example hraCityIn('pune', '2025-26') // null: Pune is another city in FY 2025-26
 */
export function hraCityIn(text: string, year: TaxYear): HraCity | null {
  const wanted = text === 'metro' ? HRA_DEFAULT_CITY : text;
  return hraCityOptions(year).find((option) => option.value === wanted)?.value ?? null;
}

/**
 * Reads the HRA Calculator's fields: the year (a link without one is tax year 2026-27); basic salary, HRA
 * received and rent paid are required whole rupees (0 allowed but not empty, except dearness allowance, which
 * is 0 when empty), each at most HRA_AMOUNT_DOMAIN.max; the city one the year offers. Never throws.
 * @example validateHraInput({ year: '2026-27', basic: '50,000', dearnessAllowance: '', hraReceived: '25,000', rentPaid: '30,000', city: 'bengaluru' })
 * // { ok: true, value: { basic: 50000, dearnessAllowance: 0, hraReceived: 25000, rentPaid: 30000, city: 'bengaluru', year: '2026-27' } }
 */
export function validateHraInput(fields: HraFields): Validation<HraInput> {
  const year = taxYearOrDefault(fields.year);
  const basic = readAmount(fields.basic, HRA_AMOUNT_DOMAIN, null);
  const dearnessAllowance = readAmount(fields.dearnessAllowance, HRA_AMOUNT_DOMAIN);
  const hraReceived = readAmount(fields.hraReceived, HRA_AMOUNT_DOMAIN, null);
  const rentPaid = readAmount(fields.rentPaid, HRA_AMOUNT_DOMAIN, null);
  const city = hraCityIn(fields.city, year);
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
      year,
    }),
  );
}
