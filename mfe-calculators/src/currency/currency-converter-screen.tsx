import { useId } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { CURRENCY_NAMES, currencyLabel, isCurrencyCode, type CurrencyCode } from '@fintools/shared/data/currencies';
import { formatRate, RATES_FETCH_FAILED_MESSAGE } from './currency';
import { Field, type ControlProps } from '@fintools/shared/ui/field';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useT } from '@fintools/shared/ui/language';
import { useCurrencyConverter } from './use-currency-converter';
import styles from './currency-converter.module.css';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

interface CurrencySelectProps {
  control: ControlProps;
  value: CurrencyCode;
  options: readonly CurrencyCode[];
  onChange: (code: CurrencyCode) => void;
}

function CurrencySelect({ control, value, options, onChange }: CurrencySelectProps) {
  const t = useT();
  return (
    <select
      {...control}
      value={value}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (isCurrencyCode(code)) onChange(code);
      }}
    >
      {options.map((code) => (
        <option key={code} value={code}>
          {isCurrencyCode(code) ? `${code} — ${t(CURRENCY_NAMES[code])}` : currencyLabel(code)}
        </option>
      ))}
    </select>
  );
}

export default function CurrencyConverterScreen() {
  const converter = useCurrencyConverter();
  const t = useT();
  const ratesHeadingId = useId();
  return (
    <Screen {...toolIntro('currency')}>
      {/* Nothing to submit: the result follows the inputs. Enter in Amount must not reload the page. */}
      <form className={uiClasses.card} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className={styles.fields}>
          <div className={styles.amount}>
            <Field label="Amount" error={converter.amountError}>
              {(control) => (
                <NumericInput
                  {...control}
                  decimals={2}
                  max={MAX_AMOUNT}
                  value={converter.amount}
                  onValueChange={converter.setAmount}
                />
              )}
            </Field>
          </div>
          <div className={styles.from}>
            <Field label="From">
              {(control) => (
                <CurrencySelect
                  control={control}
                  value={converter.from}
                  options={converter.options}
                  onChange={converter.setFrom}
                />
              )}
            </Field>
          </div>
          <button
            type="button"
            className={`${uiClasses.secondaryButton} ${styles.swap}`}
            aria-label={t('Swap currencies')}
            title={t('Swap currencies')}
            onClick={converter.swap}
          >
            <span aria-hidden="true" className={styles.swapIcon}>
              ⇄
            </span>
          </button>
          <div className={styles.to}>
            <Field label="To">
              {(control) => (
                <CurrencySelect
                  control={control}
                  value={converter.to}
                  options={converter.options}
                  onChange={converter.setTo}
                />
              )}
            </Field>
          </div>
        </div>
      </form>

      <section className={uiClasses.card} aria-label={t('Result')}>
        <div role="status" className={styles.status}>
          {converter.line && <p className={styles.line}>{converter.line}</p>}
          {converter.missingRate && (
            <p className={styles.line}>
              {t('No {to} rate is available for {from}.', { to: converter.to, from: converter.from })}
            </p>
          )}
          {converter.loading ? (
            <p className={styles.note}>{t('Loading...')}</p>
          ) : (
            converter.note && <p className={styles.note}>{converter.note}</p>
          )}
        </div>
        {converter.failed && (
          <div className={styles.failure}>
            <p role="alert" className={`${uiClasses.alert} ${styles.alert}`}>
              {t(RATES_FETCH_FAILED_MESSAGE)}
            </p>
            <button type="button" className={uiClasses.secondaryButton} onClick={converter.retry}>
              {t('Retry')}
            </button>
          </div>
        )}
      </section>

      {converter.base && (
        <section className={uiClasses.card} aria-labelledby={ratesHeadingId}>
          <h2 id={ratesHeadingId} className={styles.ratesHeading}>
            {t('Exchange Rates (Base: {base})', { base: converter.base })}
          </h2>
          <dl className={styles.rates}>
            {converter.rows.map((row) => (
              <div
                key={row.code}
                className={row.code === converter.to ? `${styles.rate} ${styles.chosen}` : styles.rate}
              >
                <dt>
                  <span className={styles.code}>{row.code}</span>{' '}
                  <span className={styles.name}>{t(CURRENCY_NAMES[row.code])}</span>
                </dt>
                <dd>{formatRate(row.rate)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Screen>
  );
}
