import { useCallback, useState } from 'react';
import { buildResumePreview, type ResumePreview } from '../preview-lines';
import { createEmptyResume, withPersonalDetail, type PersonalDetailKey, type ResumeData } from '../resume-model';

export interface ResumeBuilder {
  resume: ResumeData;
  preview: ResumePreview;
  setPersonalDetail: (key: PersonalDetailKey, value: string) => void;
}

/**
 * The resume being built, in React state only: nothing is stored or sent (docs/product.md §3), so leaving the page
 * forgets it. The preview is derived on every render, never copied into state.
 */
export function useResumeBuilder(): ResumeBuilder {
  const [resume, setResume] = useState(createEmptyResume);
  const setPersonalDetail = useCallback(
    (key: PersonalDetailKey, value: string) => setResume((current) => withPersonalDetail(current, key, value)),
    [],
  );
  return { resume, preview: buildResumePreview(resume.personalDetails), setPersonalDetail };
}
