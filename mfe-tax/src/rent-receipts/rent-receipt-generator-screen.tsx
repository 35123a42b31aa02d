import { useId } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName, unconfirmedProvisionsNote } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TaxYearField } from '../tax-year/tax-year-field';
import { buildRentReceipts, MAX_RECEIPT_MONTHS, PAN_NEEDED_ABOVE_YEARLY_RENT, type RentReceipt } from './rent-receipts';
import { validateRentReceiptsInput, type RentReceiptsFields } from './rent-receipts-input';
import { useReceiptsPdf, type ReceiptsPdfResult } from './use-receipts-pdf';
import { usePrintOnlyReceipts } from './use-print-only-receipts';
import styles from './rent-receipts.module.css';

const TEXT_FIELDS = [
  ['tenant', 'Tenant name', 'name'],
  ['landlord', 'Landlord name', 'off'],
] as const;

/** A tax year's months, April to March: the receipts' months until the visitor picks others. */
export function taxYearMonths(year: TaxYear): { from: string; to: string } {
  const first = Number(year.slice(0, 4));
  return { from: `${first}-04`, to: `${first + 1}-03` };
}

/** Why the receipts are made, with the year's section, and the note when that section's 2025 number is not confirmed. */
export function receiptsLawNote(year: TaxYear, t: Translate = interpolate): string {
  const note = t(
    "For the HRA exemption (section {section}, Rule 2A) give your employer a receipt for each month's rent, with the landlord's PAN when the rent is above {amount} a year.",
    { section: provisionName(year, '10(13A)'), amount: formatInr(PAN_NEEDED_ABOVE_YEARLY_RENT) },
  );
  const unconfirmed = unconfirmedProvisionsNote(year, ['10(13A)']);
  return unconfirmed ? `${note} ${t(unconfirmed)}` : note;
}

function useRentReceiptGenerator() {
  const defaults: RentReceiptsFields & { year: string } = {
    year: DEFAULT_TAX_YEAR,
    tenant: '',
    landlord: '',
    pan: '',
    address: '',
    rent: '',
    ...taxYearMonths(DEFAULT_TAX_YEAR),
  };
  const form = useCalculatorForm({
    defaults,
    validate: (fields) => validateRentReceiptsInput(fields),
    compute: buildRentReceipts,
    onInvalid: 'clear-result',
  });
  /** A new year moves the months along when they were the old year's April to March, and leaves chosen ones. */
  const setYear = (year: TaxYear) => {
    const before = taxYearMonths(taxYearOrDefault(form.fields.year));
    if (form.fields.from === before.from && form.fields.to === before.to) {
      const after = taxYearMonths(year);
      form.setField('from', after.from);
      form.setField('to', after.to);
    }
    form.setField('year', year);
  };
  return { ...form, setYear };
}

/** What the last "Download PDF" came to, in words; '' before one. */
export function pdfMessage(result: ReceiptsPdfResult, t: Translate = interpolate): string {
  if (result.status === 'working') return t('Making your PDF…');
  if (result.status !== 'saved') return '';
  if (result.missingCharacters.length === 0) return t('Downloaded {file}.', { file: result.fileName });
  return t('Downloaded {file}. Its font has no {characters}, written as "?" there; Print keeps them.', {
    file: result.fileName,
    characters: result.missingCharacters.join(' '),
  });
}

/**
 * One receipt of the preview: the words the PDF and the printout carry. They are English on every page: the PDF
 * is drawn in jsPDF's Times (WinAnsi), which has no Devanagari and cannot shape it (docs/languages.md), and the
 * preview and printout are the same receipt as the PDF. `lang` tells assistive technology so.
 */
function ReceiptView({ receipt }: { receipt: RentReceipt }) {
  const titleId = useId();
  return (
    <li>
      <article className={styles.receipt} aria-labelledby={titleId} data-rent-receipt lang="en">
        <h3 id={titleId} className={styles.title}>
          {receipt.title}
        </h3>
        <p className={styles.statement}>{receipt.statement}</p>
        <p className={styles.detail}>{receipt.landlordLine}</p>
        {receipt.panLine && <p className={styles.detail}>{receipt.panLine}</p>}
        <p className={styles.signature}>{receipt.signatureCaption}</p>
      </article>
    </li>
  );
}

/** Rent Receipt Generator: a receipt a month for an HRA claim, to print or download as a PDF. */
export default function RentReceiptGeneratorScreen() {
  const t = useT();
  const form = useRentReceiptGenerator();
  const receipts = form.result?.receipts ?? null;
  const pdf = useReceiptsPdf(receipts);
  const headingId = useId();
  usePrintOnlyReceipts();
  const message = pdfMessage(pdf.result, t);
  return (
    <Screen {...toolIntro('rent-receipts')}>
      <CalculatorFormCard submitLabel="Generate receipts" onCalculate={form.calculate} canCopyLink={receipts !== null}>
        <TaxYearField value={form.fields.year} onChange={form.setYear} />
        {TEXT_FIELDS.map(([field, label, autoComplete]) => (
          <Field key={field} label={label} error={form.errors[field]}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete={autoComplete}
                value={form.fields[field]}
                onChange={(event) => form.setField(field, event.currentTarget.value)}
              />
            )}
          </Field>
        ))}
        <Field label="Landlord PAN" error={form.errors.pan} hint="Needed when the rent is above ₹1,00,000 a year">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={form.fields.pan}
              onChange={(event) => form.setField('pan', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Rented property address" error={form.errors.address}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              rows={3}
              value={form.fields.address}
              onChange={(event) => form.setField('address', event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Monthly rent" error={form.errors.rent}>
          {(control) => (
            <AmountInput {...control} value={form.fields.rent} onValueChange={(text) => form.setField('rent', text)} />
          )}
        </Field>
        {(
          [
            ['from', 'From (month)', undefined],
            ['to', 'To (month)', t('At most {count} months', { count: MAX_RECEIPT_MONTHS })],
          ] as const
        ).map(([field, label, hint]) => (
          <Field key={field} label={label} error={form.errors[field]} hint={hint}>
            {(control) => (
              <input
                {...control}
                type="month"
                value={form.fields[field]}
                onChange={(event) => form.setField(field, event.currentTarget.value)}
              />
            )}
          </Field>
        ))}
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-labelledby={headingId} data-rent-receipts>
        <div className={styles.header} data-print-hidden>
          <h2 id={headingId} className={styles.heading}>
            {t('Receipts')}
          </h2>
          {receipts && (
            <div className={styles.buttons}>
              <button type="button" className={uiClasses.button} onClick={() => void pdf.download()}>
                {t('Download PDF')}
              </button>
              <button type="button" className={uiClasses.secondaryButton} onClick={() => window.print()}>
                {t('Print')}
              </button>
            </div>
          )}
        </div>
        <div data-print-hidden>
          <p role="status" className={message ? styles.message : uiClasses.srOnly}>
            {message}
          </p>
          {pdf.result.status === 'failed' && (
            <p role="alert" className={uiClasses.alert}>
              {t('The PDF could not be made: its code did not download. Check your connection and try again.')}
            </p>
          )}
          {!receipts && (
            <p className={uiClasses.note}>{t('Fill in the form and press Generate receipts: one receipt a month.')}</p>
          )}
          <p className={uiClasses.note}>{receiptsLawNote(taxYearOrDefault(form.fields.year), t)}</p>
        </div>
        {receipts && (
          <ol
            className={styles.list}
            aria-label={receipts.length === 1 ? t('1 receipt') : t('{count} receipts', { count: receipts.length })}
          >
            {receipts.map((receipt) => (
              <ReceiptView key={`${receipt.month.year}-${receipt.month.month}`} receipt={receipt} />
            ))}
          </ol>
        )}
      </section>
    </Screen>
  );
}
