import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildResumePreview, type ResumePreview } from './build-resume-preview';
import { browserStorage, loadDraft, saveDraft } from './draft-storage';
import type { MoveDirection } from './move-entry';
import {
  createEmptyResume,
  withEntryAdded,
  withEntryField,
  withEntryMoved,
  withEntryRemoved,
  withPersonalDetail,
  withSkills,
  type EntryField,
  type EntrySection,
  type PersonalDetailKey,
  type ResumeData,
} from './resume-data';

export interface ResumeBuilder {
  resume: ResumeData;
  preview: ResumePreview;
  /** False when this browser would not keep the draft (storage blocked or full). */
  draftKept: boolean;
  setPersonalDetail: (key: PersonalDetailKey, value: string) => void;
  setSkills: (skills: string) => void;
  /** Adds a blank entry at the end of `section` and returns its id. */
  addEntry: (section: EntrySection) => string;
  setEntryField: <S extends EntrySection>(section: S, id: string, field: EntryField<S>, value: string) => void;
  removeEntry: (section: EntrySection, id: string) => void;
  moveEntry: (section: EntrySection, id: string, direction: MoveDirection) => void;
  /** Back to a blank resume; the stored draft goes with it. */
  startOver: () => void;
}

let entriesCreated = 0;
/** An id no other entry of this page or an earlier draft has: the time, and a count within this page. */
function newEntryId(): string {
  entriesCreated += 1;
  return `${Date.now().toString(36)}-${entriesCreated.toString(36)}`;
}

/**
 * The resume being built. It is kept as a draft in this browser's localStorage after every change and
 * read back when the builder opens (resume-draft.ts); nothing is sent anywhere. The preview is derived
 * from it on each change, never copied into state.
 */
export function useResumeBuilder(): ResumeBuilder {
  const [storage] = useState(browserStorage);
  const [resume, setResume] = useState(() => loadDraft(storage) ?? createEmptyResume());
  const [draftKept, setDraftKept] = useState(storage !== null);

  // Storage is outside React: written after each change. A draft that could not be read was ignored
  // above, and is replaced here by what the visitor builds instead.
  useEffect(() => setDraftKept(saveDraft(storage, resume)), [storage, resume]);

  const setPersonalDetail = useCallback(
    (key: PersonalDetailKey, value: string) => setResume((current) => withPersonalDetail(current, key, value)),
    [],
  );
  const setSkills = useCallback((skills: string) => setResume((current) => withSkills(current, skills)), []);
  const addEntry = useCallback((section: EntrySection) => {
    const id = newEntryId();
    setResume((current) => withEntryAdded(current, section, id));
    return id;
  }, []);
  const setEntryField = useCallback(
    <S extends EntrySection>(section: S, id: string, field: EntryField<S>, value: string) =>
      setResume((current) => withEntryField(current, section, id, field, value)),
    [],
  );
  const removeEntry = useCallback(
    (section: EntrySection, id: string) => setResume((current) => withEntryRemoved(current, section, id)),
    [],
  );
  const moveEntry = useCallback(
    (section: EntrySection, id: string, direction: MoveDirection) =>
      setResume((current) => withEntryMoved(current, section, id, direction)),
    [],
  );
  const startOver = useCallback(() => setResume(createEmptyResume()), []);
  const preview = useMemo(() => buildResumePreview(resume), [resume]);

  return {
    resume,
    preview,
    draftKept,
    setPersonalDetail,
    setSkills,
    addEntry,
    setEntryField,
    removeEntry,
    moveEntry,
    startOver,
  };
}
