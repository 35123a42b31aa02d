// Reading and writing the draft in localStorage. Storage can be missing or refuse: a browser with
// site data blocked throws on `window.localStorage` itself, and a full quota throws on setItem. Each
// of these is an answer here (null or false), never an exception that would take the screen down.
import { DRAFT_STORAGE_KEY, parseDraft, serializeDraft } from './resume-draft';
import { createEmptyResume, type ResumeData } from './resume-data';

/** This browser's localStorage, or null when the browser refuses it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null when there is none, or it is unreadable or of another shape (it is left as is). */
export function loadDraft(storage: Storage | null): ResumeData | null {
  let text: string | null;
  try {
    text = storage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  const draft = parseDraft(text);
  return draft.ok ? draft.value : null;
}

const EMPTY_DRAFT = serializeDraft(createEmptyResume());

/**
 * Keeps `resume` as the draft; a blank resume removes the draft instead, so "Start over" leaves nothing
 * behind. False when the browser would not store it.
 */
export function saveDraft(storage: Storage | null, resume: ResumeData): boolean {
  if (!storage) return false;
  try {
    const text = serializeDraft(resume);
    if (text === EMPTY_DRAFT) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}
