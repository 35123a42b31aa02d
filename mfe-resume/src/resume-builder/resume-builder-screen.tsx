import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen } from '@fintools/shared/ui/screen';
import { ResumeForm } from './resume-form';
import { ResumePreviewColumn } from './resume-preview-column';
import { usePdfDownload } from './use-pdf-download';
import { usePrintOnlyPreview } from './use-print-only-preview';
import { useResumeBuilder } from './use-resume-builder';
import styles from './resume-builder.module.css';

/**
 * Resume Builder (/resume-builder): the form beside a live preview that downloads as a PDF and prints.
 * The draft stays in this browser (use-resume-builder.ts); on a phone the preview sits below the form.
 */
export default function ResumeBuilderScreen() {
  const builder = useResumeBuilder();
  const pdf = usePdfDownload(builder.preview);
  usePrintOnlyPreview();
  return (
    <Screen {...toolIntro('resume')}>
      <div className={styles.columns}>
        <ResumeForm builder={builder} />
        <ResumePreviewColumn preview={builder.preview} pdf={pdf} onPrint={() => window.print()} />
      </div>
    </Screen>
  );
}
