import { calculateRd, rdMaturity, type RdInput } from './rd';
import { RD_MAX_PERIOD, RD_MAX_RATE, validateRdInput } from './rd-input';
import { yearlyPoints } from '../parts/growth-points';
import { DepositCalculator } from '../parts/deposit-calculator';

/** docs/product.md §9: ₹1,000 a month at 5% for 1 year. */
const RD_DEFAULTS = { monthlyInvestment: '1,000', rate: '5', timePeriod: '1', unit: 'years' };

const calculate = (input: RdInput) => ({
  ...input,
  amount: input.monthlyInvestment,
  ...calculateRd(input),
  exactMaturity: rdMaturity(input),
  // What the deposits made so far would mature to at each year's end.
  points: yearlyPoints(input.unit === 'years' ? input.timePeriod * 12 : input.timePeriod, (months) =>
    calculateRd({ ...input, timePeriod: months, unit: 'months' }),
  ),
});

/** The RD calculator: no result until a successful Calculate, and a failed one hides it (docs/product.md §4). */
export default function RdCalculatorScreen() {
  return (
    <DepositCalculator
      tool="rd"
      defaults={RD_DEFAULTS}
      amountField="monthlyInvestment"
      amountLabel="Monthly investment"
      monthly
      validate={validateRdInput}
      compute={calculate}
      maxRate={RD_MAX_RATE}
      maxPeriods={RD_MAX_PERIOD}
      onInvalid="clear-result"
    />
  );
}
