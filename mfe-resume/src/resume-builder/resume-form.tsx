import { useId, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { EntryListSection } from './entry-list-section';
import { PersonalDetailsFields } from './personal-details-fields';
import type { EntrySection } from './resume-data';
import { StartOver } from './start-over';
import { TextField } from './text-field';
import type { ResumeBuilder } from './use-resume-builder';
import styles from './resume-builder.module.css';

const ENTRY_SECTIONS: readonly EntrySection[] = ['workExperience', 'education', 'projects'];

/**
 * The left column, 'Build Your Resume': Personal Details, Work Experience, Education, Projects and
 * Skills, then where the draft is kept and "Start over" (docs/resume-builder.md). Nothing is validated.
 */
export function ResumeForm({ builder }: { builder: ResumeBuilder }) {
  const { resume } = builder;
  const t = useT();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  return (
    <form
      className={`${uiClasses.card} ${styles.formColumn}`}
      aria-labelledby={headingId}
      // There is nothing to submit: the fields only feed the preview beside the form.
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <h2 id={headingId} className={styles.columnHeading}>
        {t('Build Your Resume')}
      </h2>
      <PersonalDetailsFields details={resume.personalDetails} onChange={builder.setPersonalDetail} />
      {ENTRY_SECTIONS.map((section) => (
        <EntryListSection
          key={section}
          section={section}
          entries={resume[section]}
          onAdd={builder.addEntry}
          onChange={builder.setEntryField}
          onRemove={builder.removeEntry}
          onMove={builder.moveEntry}
          announce={setAnnouncement}
        />
      ))}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <h3 className={styles.sectionHeading}>{t('Skills')}</h3>
        </legend>
        <TextField
          label="Skills"
          hint="Separate skills with commas."
          placeholder="Statutory audit, GST, Tally, Excel"
          rows={2}
          value={resume.skills}
          onChange={builder.setSkills}
        />
      </fieldset>
      <div className={`${styles.bar} ${styles.draftBar}`}>
        <p className={uiClasses.hint}>
          {t(
            builder.draftKept
              ? 'Saved in this browser only.'
              : 'This browser is not keeping a copy: what you type is lost when you leave the page.',
          )}
        </p>
        <StartOver
          onConfirm={() => {
            builder.startOver();
            setAnnouncement(t('Everything cleared.'));
          }}
        />
      </div>
      <p role="status" className={uiClasses.srOnly}>
        {announcement}
      </p>
    </form>
  );
}
