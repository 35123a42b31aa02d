// The resume the builder edits, in the product's resume shape: personal details, the three
// lists of entries, the skills and the extras. It lives in the page and in this browser's storage only
// (resume-draft.ts); nothing here sends it anywhere.
import { moveEntry, type MoveDirection } from './move-entry';

/** The personal details: every field is free text, and nothing is validated. */
export interface PersonalDetails {
  name: string;
  summary: string;
  email: string;
  phone: string;
  /** Labelled "LinkedIn" on the form. */
  website1: string;
  /** Labelled "GitHub" on the form. */
  website2: string;
  location: string;
}

/** One job. Dates are text as the visitor writes them ("Jun 2021"), not calendar dates. */
export interface WorkExperience {
  /** Stable while the entry exists, so moving an entry keeps its fields and focus. */
  id: string;
  /** Labelled "Job title". */
  position: string;
  company: string;
  startDate: string;
  /** Empty, or "Present" for a current job. */
  endDate: string;
  /** Several lines; a line starting with "- " is a bullet (description-blocks.ts). */
  description: string;
}

export interface Education {
  id: string;
  degree: string;
  institution: string;
  year: string;
}

export interface Project {
  id: string;
  name: string;
  /** Shown as a link only when it is a plausible http(s) address (link-hrefs.ts). */
  link: string;
  description: string;
}

export interface ResumeData {
  personalDetails: PersonalDetails;
  workExperience: WorkExperience[];
  education: Education[];
  projects: Project[];
  /**
   * The Skills field as typed, commas and all: splitting it on every keystroke would eat the comma the
   * visitor just typed. The preview shows it as a list (split-skills.ts).
   */
  skills: string;
  /** Free-form extra sections (certifications, languages…), heading → text. Not edited yet. */
  extras: Record<string, string>;
}

export type PersonalDetailKey = keyof PersonalDetails;

/** The three sections that are lists of entries. */
export type EntrySection = 'workExperience' | 'education' | 'projects';
export type EntryOf<S extends EntrySection> = ResumeData[S][number];
/** The text fields of an entry of `S` (everything but its id). */
export type EntryField<S extends EntrySection> = Extract<Exclude<keyof EntryOf<S>, 'id'>, string>;

/** What "Add …" puts at the end of a section: every field blank. */
export const BLANK_ENTRIES: { readonly [S in EntrySection]: Omit<EntryOf<S>, 'id'> } = {
  workExperience: { position: '', company: '', startDate: '', endDate: '', description: '' },
  education: { degree: '', institution: '', year: '' },
  projects: { name: '', link: '', description: '' },
};

export const BLANK_PERSONAL_DETAILS: PersonalDetails = {
  name: '',
  summary: '',
  email: '',
  phone: '',
  website1: '',
  website2: '',
  location: '',
};

/** A new, blank resume: personal details empty, no entries, no skills. */
export function createEmptyResume(): ResumeData {
  return {
    personalDetails: { ...BLANK_PERSONAL_DETAILS },
    workExperience: [],
    education: [],
    projects: [],
    skills: '',
    extras: {},
  };
}

/** The resume with one personal detail replaced; the input is left untouched (React state stays immutable). */
export function withPersonalDetail(resume: ResumeData, key: PersonalDetailKey, value: string): ResumeData {
  return { ...resume, personalDetails: { ...resume.personalDetails, [key]: value } };
}

/** The resume with the Skills field's text replaced. */
export function withSkills(resume: ResumeData, skills: string): ResumeData {
  return { ...resume, skills };
}

// The entries of one section, typed loosely inside this module only: each exported function below is
// typed by its section, so a caller cannot put an education into the projects.
type AnyEntry = { id: string } & Record<string, string>;
const entriesOf = (resume: ResumeData, section: EntrySection) => resume[section] as unknown as readonly AnyEntry[];
const withEntries = (resume: ResumeData, section: EntrySection, entries: readonly AnyEntry[]): ResumeData => ({
  ...resume,
  [section]: entries,
});

/** The resume with a blank entry, identified by `id`, at the end of `section`. */
export function withEntryAdded(resume: ResumeData, section: EntrySection, id: string): ResumeData {
  return withEntries(resume, section, [...entriesOf(resume, section), { ...BLANK_ENTRIES[section], id }]);
}

/** The resume with one field of one entry replaced; an unknown id changes nothing. */
export function withEntryField<S extends EntrySection>(
  resume: ResumeData,
  section: S,
  id: string,
  field: EntryField<S>,
  value: string,
): ResumeData {
  const entries = entriesOf(resume, section);
  if (!entries.some((entry) => entry.id === id)) return resume;
  return withEntries(
    resume,
    section,
    entries.map((entry) => (entry.id === id ? { ...entry, [field]: value } : entry)),
  );
}

/** The resume without the entry `id` of `section`. */
export function withEntryRemoved(resume: ResumeData, section: EntrySection, id: string): ResumeData {
  const entries = entriesOf(resume, section);
  const kept = entries.filter((entry) => entry.id !== id);
  return kept.length === entries.length ? resume : withEntries(resume, section, kept);
}

/** The resume with the entry `id` one place up or down in its section (unchanged at either end). */
export function withEntryMoved(
  resume: ResumeData,
  section: EntrySection,
  id: string,
  direction: MoveDirection,
): ResumeData {
  const entries = entriesOf(resume, section);
  const moved = moveEntry(entries, id, direction);
  return moved === entries ? resume : withEntries(resume, section, moved);
}
