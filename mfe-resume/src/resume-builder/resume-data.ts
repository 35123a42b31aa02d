// The resume the builder edits, in the spec's shape (§3 "Chat and resume"). It lives only in the page:
// nothing here stores or sends it.

/** The spec's personalDetails: every field is free text, and nothing is validated (§5 "Resume"). */
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

export interface WorkExperience {
  company: string;
  position: string;
  location: string;
  /** As the visitor writes it ("Jun 2021"); a resume date is text, not a calendar date. */
  startDate: string;
  /** Empty while the job is current. */
  endDate: string;
  description: string;
}

export interface Education {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  /** CGPA, percentage or class, as written. */
  grade: string;
}

export interface Project {
  name: string;
  description: string;
  link: string;
  technologies: string[];
}

export interface ResumeData {
  personalDetails: PersonalDetails;
  workExperience: WorkExperience[];
  education: Education[];
  projects: Project[];
  skills: string[];
  /** Free-form extra sections (certifications, languages…), heading → text. */
  extras: Record<string, string>;
}

export type PersonalDetailKey = keyof PersonalDetails;

/** A new, blank resume. Only personalDetails is editable for now; the other sections start empty. */
export function createEmptyResume(): ResumeData {
  return {
    personalDetails: { name: '', summary: '', email: '', phone: '', website1: '', website2: '', location: '' },
    workExperience: [],
    education: [],
    projects: [],
    skills: [],
    extras: {},
  };
}

/** The resume with one personal detail replaced; the input is left untouched (React state stays immutable). */
export function withPersonalDetail(resume: ResumeData, key: PersonalDetailKey, value: string): ResumeData {
  return { ...resume, personalDetails: { ...resume.personalDetails, [key]: value } };
}
