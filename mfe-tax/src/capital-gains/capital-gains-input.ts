import { CAPITAL_ASSETS, NEW_CAPITAL_GAINS_RULES_FROM, type CapitalAsset } from './capital-gains-tables';
import { CAPITAL_GAINS_AMOUNT_DOMAIN, takesFairValue, type CapitalGainsInput } from './capital-gains';
import { parseIsoDate, toIsoDate } from '@fintools/shared/format/dates';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

/** The first sale date the calculator takes, `YYYY-MM-DD`, for the date input's min. */
export const CAPITAL_GAINS_FIRST_SALE_DATE = toIsoDate(NEW_CAPITAL_GAINS_RULES_FROM);

export const CAPITAL_GAINS_MESSAGES = {
  asset: 'Choose an asset.',
  boughtOn: 'Please select the date you bought it.',
  soldOn: 'Please select the date you sold it.',
  soldBeforeRules: 'This calculator covers sales from 23 July 2024 onward.',
  soldBeforeBought: 'The sale date cannot be before the purchase date.',
  purchasePrice: 'Enter a valid purchase price.',
  salePrice: 'Enter a valid sale price.',
  expenses: 'Enter valid expenses.',
  fairValue: 'Enter a valid value, or leave it empty.',
  fairValueNeeded: 'Enter the value on 1 Apr 2001, or keep the price paid as the cost.',
} as const;

/** For land or a building bought before 1 April 2001: which cost the visitor takes (section 55(2)(b)(ii)). */
export type PropertyCostBasis = 'paid' | 'value';
export const PROPERTY_COST_BASES: readonly PropertyCostBasis[] = ['paid', 'value'];

export interface CapitalGainsFields {
  asset: string;
  boughtOn: string;
  purchasePrice: string;
  soldOn: string;
  salePrice: string;
  expenses: string;
  /** The value on 31 Jan 2018 (equity) or 1 Apr 2001 (property); empty or absent is none. */
  fairValue?: string;
  /** Property bought before 1 Apr 2001: 'value' takes the value on that day as the cost; else the price paid. */
  costBasis?: string;
}

/**
 * Reads the Capital Gains Calculator's fields: real dates, a sale on or after 23 July 2024 and not before
 * the purchase; prices required in whole rupees, expenses 0 when empty, the fair value (31 Jan 2018 or 1 Apr
 * 2001) none when empty. The 1 Apr 2001 value is the cost only with `costBasis` 'value' (then it is needed);
 * anything else keeps the price paid, as do links made before the choice. Never throws.
 * @example validateCapitalGainsInput({ asset: 'equity', boughtOn: '2024-01-10', purchasePrice: '2,00,000',
 *   soldOn: '2025-06-15', salePrice: '5,00,000', expenses: '' }).ok // true
 */
export function validateCapitalGainsInput(fields: CapitalGainsFields): Validation<CapitalGainsInput> {
  const asset = CAPITAL_ASSETS.includes(fields.asset as CapitalAsset) ? (fields.asset as CapitalAsset) : null;
  const boughtOn = parseIsoDate(fields.boughtOn);
  const soldOn = parseIsoDate(fields.soldOn);
  const purchasePrice = readAmount(fields.purchasePrice, CAPITAL_GAINS_AMOUNT_DOMAIN, null);
  const salePrice = readAmount(fields.salePrice, CAPITAL_GAINS_AMOUNT_DOMAIN, null);
  const expenses = readAmount(fields.expenses, CAPITAL_GAINS_AMOUNT_DOMAIN);
  const fairValueText = (fields.fairValue ?? '').trim();
  const fairValue = fairValueText === '' ? null : readAmount(fairValueText, CAPITAL_GAINS_AMOUNT_DOMAIN, null);
  const fairValueChosen =
    asset === 'property' && boughtOn !== null && takesFairValue(asset, boughtOn) && fields.costBasis === 'value';
  // A property's value is asked only once chosen: a value left from before the price was kept is not read.
  const fairValueRead = asset !== 'property' || fairValueChosen;
  let fairValueMessage: string | undefined;
  if (!fairValueRead) fairValueMessage = undefined;
  else if (fairValueText !== '' && fairValue === null) fairValueMessage = CAPITAL_GAINS_MESSAGES.fairValue;
  else if (fairValueChosen && fairValue === null) fairValueMessage = CAPITAL_GAINS_MESSAGES.fairValueNeeded;
  let soldOnMessage: string | undefined;
  if (!soldOn) soldOnMessage = CAPITAL_GAINS_MESSAGES.soldOn;
  else if (fields.soldOn.trim() < CAPITAL_GAINS_FIRST_SALE_DATE) soldOnMessage = CAPITAL_GAINS_MESSAGES.soldBeforeRules;
  else if (boughtOn && fields.soldOn.trim() < fields.boughtOn.trim())
    soldOnMessage = CAPITAL_GAINS_MESSAGES.soldBeforeBought;
  return resultOf(
    {
      asset: asset === null ? CAPITAL_GAINS_MESSAGES.asset : undefined,
      boughtOn: boughtOn === null ? CAPITAL_GAINS_MESSAGES.boughtOn : undefined,
      soldOn: soldOnMessage,
      purchasePrice: purchasePrice === null ? CAPITAL_GAINS_MESSAGES.purchasePrice : undefined,
      salePrice: salePrice === null ? CAPITAL_GAINS_MESSAGES.salePrice : undefined,
      expenses: expenses === null ? CAPITAL_GAINS_MESSAGES.expenses : undefined,
      fairValue: fairValueMessage,
    },
    () => ({
      asset: asset!,
      boughtOn: boughtOn!,
      purchasePrice: purchasePrice!,
      soldOn: soldOn!,
      salePrice: salePrice!,
      expenses: expenses!,
      fairValue: fairValueRead ? fairValue : null,
      fairValueChosen,
    }),
  );
}
