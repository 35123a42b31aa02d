// The draft kept in this browser's localStorage so a reload does not lose the resume: what is written,
// and how a stored draft is read back. Reading never throws: anything that is not a draft of this exact
// shape is refused with the reason, and the builder starts blank instead of crashing.
import type { Result } from '@fintools/shared/validation/result';
import {
  BLANK_ENTRIES,
  BLANK_PERSONAL_DETAILS,
  type EntrySection,
  type PersonalDetails,
  type ResumeData,
} from './resume-data';

/** The localStorage key of the draft. */
export const DRAFT_STORAGE_KEY = 'fintools.resume-builder.draft';

/**
 * The shape of the stored draft. Raise it whenever ResumeData changes shape: a draft of another
 * version is then ignored rather than read into fields it was not written for.
 */
export const DRAFT_VERSION = 1;

/** Why a stored draft was not used. */
export type DraftProblem = 'unreadable' | 'other-version' | 'wrong-shape';

/** The text stored for a resume: `{ "version": 1, "resume": { … } }`. */
export function serializeDraft(resume: ResumeData): string {
  return JSON.stringify({ version: DRAFT_VERSION, resume });
}

/**
 * The resume in a stored draft, or why it cannot be used: not JSON (`unreadable`), written by another
 * version of the builder (`other-version`), or not the shape this version writes (`wrong-shape`: a
 * missing or non-text field, an entry without an id, two entries with one id, an unknown field).
 * @example parseDraft(serializeDraft(resume)) // { ok: true, value: resume }
 * @example parseDraft('{"name":"Asha"}') // { ok: false, errors: 'other-version' }
 */
export function parseDraft(text: string): Result<ResumeData, DraftProblem> {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { ok: false, errors: 'unreadable' };
  }
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION) return { ok: false, errors: 'other-version' };
  const resume = readResume(stored.resume);
  return resume ? { ok: true, value: resume } : { ok: false, errors: 'wrong-shape' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` when it is an object with exactly `template`'s keys, each holding text; else null. */
function readTexts<T extends object>(value: unknown, template: T): T | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(template);
  if (Object.keys(value).length !== keys.length) return null;
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const text = value[key];
    if (typeof text !== 'string') return null;
    texts[key] = text;
  }
  return texts as T;
}

function readEntries<S extends EntrySection>(value: unknown, section: S, ids: Set<string>): ResumeData[S] | null {
  if (!Array.isArray(value)) return null;
  const entries: Record<string, string>[] = [];
  for (const item of value) {
    const entry = readTexts(item, { ...BLANK_ENTRIES[section], id: '' });
    if (!entry || entry.id === '' || ids.has(entry.id)) return null;
    ids.add(entry.id);
    entries.push(entry);
  }
  return entries as unknown as ResumeData[S];
}

function readResume(value: unknown): ResumeData | null {
  if (!isRecord(value)) return null;
  const personalDetails = readTexts<PersonalDetails>(value.personalDetails, BLANK_PERSONAL_DETAILS);
  // Ids are unique across sections too: focus and React keys rely on them.
  const ids = new Set<string>();
  const workExperience = readEntries(value.workExperience, 'workExperience', ids);
  const education = readEntries(value.education, 'education', ids);
  const projects = readEntries(value.projects, 'projects', ids);
  const { skills, extras } = value;
  const validExtras = isRecord(extras) && Object.values(extras).every((text) => typeof text === 'string');
  if (!personalDetails || !workExperience || !education || !projects || typeof skills !== 'string' || !validExtras) {
    return null;
  }
  if (Object.keys(value).length !== 6) return null;
  return { personalDetails, workExperience, education, projects, skills, extras: extras as Record<string, string> };
}
