import { lazy, Suspense, type ComponentType } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import type { BreakEvenInput } from './tax-break-even';
import { CopyLinkButton } from '@fintools/shared/ui/copy-link-button';
import { useT } from '@fintools/shared/ui/language';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { RegimePanel } from '../regime-panel/regime-panel';
import { TaxYearField } from '../tax-year/tax-year-field';
import { describeComparison } from './compare-display';
import { useTaxCompare } from './use-tax-compare';
import styles from './tax-compare.module.css';

/*
 * Downloaded when the line is first due. The line is an extra: if its chunk cannot be fetched, the
 * verdict stands alone rather than the screen failing.
 */
const BreakEvenLine = lazy<ComponentType<BreakEvenInput>>(() =>
  import('./break-even-line').catch(() => ({ default: () => null })),
);

export default function TaxCompareScreen() {
  const t = useT();
  const { oldRegime, newRegime, comparison, breakEven } = useTaxCompare();
  return (
    <Screen {...toolIntro('tax-compare')}>
      {/* One year for both regimes: each form keeps it under the same `year` key of the link. */}
      <div className={uiClasses.card}>
        <TaxYearField
          value={oldRegime.year}
          onChange={(year) => {
            oldRegime.setYear(year);
            newRegime.setYear(year);
          }}
        />
      </div>
      {/* Side by side; one column under 768 px, where two would be too narrow to read. */}
      <div className={styles.columns}>
        <RegimePanel
          form={oldRegime}
          headingVisible
          canCopyLink={false}
          yearControl={false}
          actions={
            <button
              type="button"
              className={uiClasses.secondaryButton}
              onClick={() => oldRegime.fillFields(newRegime.fields)}
            >
              {t("Copy new regime's inputs")}
            </button>
          }
        />
        <RegimePanel
          form={newRegime}
          headingVisible
          canCopyLink={false}
          yearControl={false}
          actions={
            <button
              type="button"
              className={uiClasses.secondaryButton}
              onClick={() => newRegime.fillFields(oldRegime.fields)}
            >
              {t("Copy old regime's inputs")}
            </button>
          }
        />
      </div>
      {/*
       * Always in the page, so the verdict and the break-even are announced when they appear. The card
       * shows once there is something to say; the empty lines stay rendered (no display: none), taking no
       * room, so screen readers still announce them when they fill.
       */}
      <div className={styles.verdict}>
        <p role="status" className={styles.verdictLine}>
          {comparison ? describeComparison(comparison, t) : ''}
        </p>
        <p role="status" className={styles.breakEven}>
          {breakEven && (
            <Suspense fallback={null}>
              <BreakEvenLine {...breakEven} />
            </Suspense>
          )}
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
