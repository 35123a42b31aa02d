import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen } from '@fintools/shared/ui/screen';
import { CalculatingPlaceholder } from '../parts/chart-placeholder';
import { lazyPart } from '../parts/lazy-part';
import { LoanFormView } from '../emi/loan-form';
import { PrepaymentFields } from './prepayment-fields';
import { useLoanCalculator } from './use-loan-calculator';

// The results, the table and the chart's slot are a chunk of their own (the chart, recharts, another):
// nothing of them shows before the first Calculate EMI, so a visit does not wait for them. Fetching
// them also starts fetching the chart.
const outcome = lazyPart(
  () =>
    import(/* webpackChunkName: "loan-outcome" */ './loan-outcome').then((module) => {
      module.preloadLoanChart();
      return module.LoanOutcome;
    }),
  {
    placeholder: <CalculatingPlaceholder />,
    failure: 'The results could not load.',
  },
);

/**
 * The Loan Calculator (docs/product.md §2, §4): no results until a successful Calculate EMI, which fills the
 * results, the Interest Breakdown table and the Principal vs Interest chart; a failed one shows the
 * field messages and hides them all. Prepayments, under the tenure fields, shorten the loan or lower
 * its EMI. It reads nothing from its path, so /interest-breakdown shows it too.
 */
export default function LoanCalculatorScreen() {
  const form = useLoanCalculator();
  return (
    <Screen {...toolIntro('loan')}>
      {/* Once the visitor starts on the form, the results' and the chart's code come ahead of Calculate. */}
      <LoanFormView form={form} submitLabel="Calculate EMI" onEngage={outcome.preload}>
        <PrepaymentFields form={form} />
      </LoanFormView>
      {form.result && <outcome.Part input={form.result} />}
    </Screen>
  );
}
