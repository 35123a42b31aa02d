import { Screen } from '@fintools/shared/ui/screen';
import { PersonalDetailsForm } from './personal-details-form';
import { ResumePreviewColumn } from './resume-preview-column';
import { usePrintOnlyPreview } from './use-print-only-preview';
import { useResumeBuilder } from './use-resume-builder';
import styles from './resume-builder.module.css';

/** Resume Builder (/resume-builder): the personal details form beside a live, printable preview. */
export default function ResumeBuilderScreen() {
  const { resume, preview, setPersonalDetail } = useResumeBuilder();
  usePrintOnlyPreview();
  return (
    <Screen title="Resume Builder">
      <div className={styles.columns}>
        <PersonalDetailsForm details={resume.personalDetails} onChange={setPersonalDetail} />
        <ResumePreviewColumn preview={preview} onPrint={() => window.print()} />
      </div>
    </Screen>
  );
}
