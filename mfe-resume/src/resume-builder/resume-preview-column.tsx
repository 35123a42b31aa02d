import { Fragment, useId } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import { LINE_SEPARATOR, type PreviewPart, type ResumePreview } from './build-resume-preview';
import styles from './resume-builder.module.css';

export interface ResumePreviewColumnProps {
  preview: ResumePreview;
  onPrint: () => void;
}

/**
 * The right column: 'Live Preview' and the resume itself on a sheet of paper. Only the sheet
 * (`data-resume-preview`) prints. Everything typed is rendered as React text, never as markup.
 */
export function ResumePreviewColumn({ preview, onPrint }: ResumePreviewColumnProps) {
  const headingId = useId();
  return (
    <section className={styles.previewColumn} aria-labelledby={headingId}>
      <div className={styles.previewHeader}>
        <h2 id={headingId} className={styles.columnHeading}>
          Live Preview
        </h2>
        <button type="button" className={uiClasses.button} onClick={onPrint}>
          Print / Save as PDF
        </button>
      </div>
      <article className={styles.paper} aria-label="Resume preview" data-resume-preview="">
        {preview.isEmpty && <p className={styles.emptyHint}>Your resume takes shape here as you fill in the form.</p>}
        {preview.name && <h3 className={styles.name}>{preview.name}</h3>}
        {preview.summary && <p className={styles.summary}>{preview.summary}</p>}
        {(preview.contactLine.length > 0 || preview.websiteLine.length > 0 || preview.location) && (
          <div className={styles.details}>
            <PreviewLine parts={preview.contactLine} />
            <PreviewLine parts={preview.websiteLine} />
            {preview.location && <p className={styles.line}>{preview.location}</p>}
          </div>
        )}
      </article>
    </section>
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
          <PreviewText part={part} />
        </Fragment>
      ))}
    </p>
  );
}

function PreviewText({ part }: { part: PreviewPart }) {
  if (part.href === null) return <span className={styles.part}>{part.text}</span>;
  // Websites open in a new tab: following one must not lose a resume that is kept nowhere else.
  const website = part.key === 'website1' || part.key === 'website2';
  return (
    <a className={styles.part} href={part.href} {...(website ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {part.text}
    </a>
  );
}
