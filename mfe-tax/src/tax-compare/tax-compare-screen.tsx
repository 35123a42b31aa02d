import { CopyLinkButton } from '@fintools/shared/ui/copy-link-button';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { RegimePanel } from '../regime-panel/regime-panel';
import { describeBreakEven, describeComparison } from '../regime-panel/tax-display';
import { useTaxCompare } from './use-tax-compare';
import styles from './tax-compare.module.css';

export default function TaxCompareScreen() {
  const { oldRegime, newRegime, comparison, breakEvenDeduction } = useTaxCompare();
  return (
    <Screen title="Tax Compare">
      <div className={styles.columns}>
        <RegimePanel
          form={oldRegime}
          headingVisible
          canCopyLink={false}
          actions={
            <button
              type="button"
              className={uiClasses.secondaryButton}
              onClick={() => oldRegime.fillFields(newRegime.fields)}
            >
              Copy new regime's inputs
            </button>
          }
        />
        <RegimePanel
          form={newRegime}
          headingVisible
          canCopyLink={false}
          actions={
            <button
              type="button"
              className={uiClasses.secondaryButton}
              onClick={() => newRegime.fillFields(oldRegime.fields)}
            >
              Copy old regime's inputs
            </button>
          }
        />
      </div>
      {/* Always in the page, so the verdict and the break-even are announced when they appear. */}
      <div className={styles.verdict}>
        <p role="status" className={styles.verdictLine}>
          {comparison ? describeComparison(comparison) : ''}
        </p>
        <p role="status" className={styles.breakEven}>
          {breakEvenDeduction === null ? '' : describeBreakEven(breakEvenDeduction)}
        </p>
      </div>
      {(oldRegime.result || newRegime.result) && (
        <div className={uiClasses.actions}>
          <CopyLinkButton />
        </div>
      )}
    </Screen>
  );
}
