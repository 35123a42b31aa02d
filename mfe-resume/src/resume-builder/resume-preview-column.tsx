import { Fragment, useId, type ReactNode } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { LINE_SEPARATOR, type PreviewEntry, type PreviewPart, type ResumePreview } from './build-resume-preview';
import type { PdfDownload } from './use-pdf-download';
import styles from './resume-builder.module.css';

export interface ResumePreviewColumnProps {
  preview: ResumePreview;
  pdf: PdfDownload;
  onPrint: () => void;
}

/**
 * The right column: 'Live Preview', "Download PDF" and "Print / Save as PDF", and the resume itself on a
 * sheet of paper. Only the sheet (`data-resume-preview`) prints. Everything typed is rendered as React
 * text, never as markup.
 */
export function ResumePreviewColumn({ preview, pdf, onPrint }: ResumePreviewColumnProps) {
  const headingId = useId();
  const t = useT();
  return (
    <section className={styles.previewColumn} aria-labelledby={headingId}>
      <div className={`${styles.bar} ${styles.previewHeader}`}>
        <h2 id={headingId} className={styles.columnHeading}>
          {t('Live Preview')}
        </h2>
        <div className={styles.previewButtons}>
          <button type="button" className={uiClasses.button} onClick={() => void pdf.download()}>
            {t('Download PDF')}
          </button>
          <button type="button" className={uiClasses.secondaryButton} onClick={onPrint}>
            {t('Print / Save as PDF')}
          </button>
        </div>
      </div>
      <PdfMessage pdf={pdf} />
      <article className={styles.paper} aria-label={t('Resume preview')} data-resume-preview="">
        {preview.isEmpty && (
          <p className={styles.emptyHint}>{t('Your resume takes shape here as you fill in the form.')}</p>
        )}
        {preview.name && <h3 className={styles.name}>{preview.name}</h3>}
        {preview.summary && <p className={styles.summary}>{preview.summary}</p>}
        {(preview.contactLine.length > 0 || preview.websiteLine.length > 0 || preview.location) && (
          <div className={styles.details}>
            <PreviewLine parts={preview.contactLine} />
            <PreviewLine parts={preview.websiteLine} />
            {preview.location && <p className={styles.line}>{preview.location}</p>}
          </div>
        )}
        {preview.sections.map((section) => (
          <PreviewSection key={section.heading} heading={t(section.heading)}>
            {section.entries.map((entry) => (
              <PreviewEntryView key={entry.id} entry={entry} />
            ))}
          </PreviewSection>
        ))}
        {preview.skills.length > 0 && (
          <PreviewSection heading={t('Skills')}>
            <ul className={styles.skills}>
              {preview.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </PreviewSection>
        )}
      </article>
    </section>
  );
}

/** What became of the last "Download PDF": working, saved (with characters it could not write), or failed. */
function PdfMessage({ pdf }: { pdf: PdfDownload }) {
  const { result } = pdf;
  const t = useT();
  const text =
    result.status === 'working'
      ? t('Making your PDF…')
      : result.status === 'empty'
        ? t('Fill in the form first: the PDF holds what the preview shows.')
        : result.status === 'saved'
          ? result.missingCharacters.length > 0
            ? t(
                'Downloaded {fileName}. Its font has no {characters}, written as "?" there; Print / Save as PDF keeps them.',
                { fileName: result.fileName, characters: result.missingCharacters.join(' ') },
              )
            : t('Downloaded {fileName}.', { fileName: result.fileName })
          : '';
  return (
    <>
      <p role="status" className={text ? styles.pdfMessage : uiClasses.srOnly}>
        {text}
      </p>
      {result.status === 'failed' && (
        <p role="alert" className={uiClasses.alert}>
          {t('The PDF could not be made: its code did not download. Check your connection and try again.')}
        </p>
      )}
    </>
  );
}

/**
 * A section of the sheet under its heading (in the page's language). Not a named region: a label "Skills" or "Education" here
 * would also match the form's fields of that name for anyone finding a field by its label.
 */
function PreviewSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.previewSection}>
      <h4 className={styles.previewHeading}>{heading}</h4>
      {children}
    </section>
  );
}

/** An entry: its title and subtitle with the dates at the right, a project's link, the description. */
function PreviewEntryView({ entry }: { entry: PreviewEntry }) {
  return (
    <div className={styles.entryPreview}>
      {(entry.title || entry.subtitle || entry.dates) && (
        <p className={styles.entryHead}>
          <span>
            {entry.title && <strong>{entry.title}</strong>}
            {entry.title && entry.subtitle && ', '}
            {entry.subtitle}
          </span>
          {entry.dates && <span className={styles.dates}>{entry.dates}</span>}
        </p>
      )}
      {entry.link && (
        <p className={styles.line}>
          <PreviewText text={entry.link.text} href={entry.link.href} newTab />
        </p>
      )}
      {entry.description.map((block, index) =>
        block.kind === 'bullets' ? (
          <ul key={index} className={styles.bullets}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.entryText}>
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </div>
  );
}

/** One line of parts joined by the separator; a line with no parts is not rendered at all. */
function PreviewLine({ parts }: { parts: readonly PreviewPart[] }) {
  if (parts.length === 0) return null;
  return (
    <p className={styles.line}>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              {LINE_SEPARATOR}
            </span>
          )}
          {/* Websites open in a new tab: following one must not lose the resume being edited. */}
          <PreviewText text={part.text} href={part.href} newTab={part.key === 'website1' || part.key === 'website2'} />
        </Fragment>
      ))}
    </p>
  );
}

function PreviewText({ text, href, newTab = false }: { text: string; href: string | null; newTab?: boolean }) {
  if (href === null) return <span className={styles.part}>{text}</span>;
  return (
    <a className={styles.part} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
    </a>
  );
}
