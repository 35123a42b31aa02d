import { calculateFd, fdMaturity, type FdInput } from './fd';
import { FD_MAX_PERIOD, FD_MAX_RATE, validateFdInput } from './fd-input';
import { yearlyPoints } from '../parts/growth-points';
import { DepositCalculator } from '../parts/deposit-calculator';

/** docs/product.md §9: ₹1,00,000 at 5% for 3 years. */
const FD_DEFAULTS = { investment: '1,00,000', rate: '5', timePeriod: '3', unit: 'years' };

const calculate = (input: FdInput) => ({
  ...input,
  amount: input.investment,
  ...calculateFd(input),
  exactMaturity: fdMaturity(input),
  points: yearlyPoints(input.unit === 'years' ? input.timePeriod * 12 : input.timePeriod, (months) =>
    calculateFd({ ...input, timePeriod: months, unit: 'months' }),
  ),
});

/** The FD calculator: results start at ₹0 and change only after a successful Calculate (docs/product.md §4). */
export default function FdCalculatorScreen() {
  return (
    <DepositCalculator
      tool="fd"
      defaults={FD_DEFAULTS}
      amountField="investment"
      amountLabel="Investment amount"
      validate={validateFdInput}
      compute={calculate}
      maxRate={FD_MAX_RATE}
      maxPeriods={FD_MAX_PERIOD}
      onInvalid="keep-result"
    />
  );
}
