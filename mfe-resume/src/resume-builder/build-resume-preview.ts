// What the preview's basic template shows, and the PDF writes in the same order: the name, the summary,
// email and phone on one line, the two websites on another, the location; then
// Experience, Education and Projects, each only when it has an entry with something in it; then Skills.
import { splitDescription, type DescriptionBlock } from './description-blocks';
import { emailHref, phoneHref, websiteHref } from './link-hrefs';
import type { ResumeData } from './resume-data';
import { splitSkills } from './split-skills';

/** One item of a line: the visitor's text, and an href only when it is safe to link (see link-hrefs.ts). */
export interface PreviewPart {
  key: 'email' | 'phone' | 'website1' | 'website2';
  text: string;
  href: string | null;
}

/** One entry of Experience, Education or Projects, trimmed; empty strings are not shown. */
export interface PreviewEntry {
  id: string;
  /** Job title, degree or project name. */
  title: string;
  /** Company or institution. */
  subtitle: string;
  /** "Jun 2021 – Present", or the year of a degree. */
  dates: string;
  /** A project's link: its text, and an href only when it is a safe http(s) address. */
  link: { text: string; href: string | null } | null;
  description: DescriptionBlock[];
}

export interface PreviewSection {
  heading: 'Experience' | 'Education' | 'Projects';
  entries: PreviewEntry[];
}

export interface ResumePreview {
  name: string;
  summary: string;
  /** Email and phone; only the ones filled in, so a line never starts or ends with a separator. */
  contactLine: PreviewPart[];
  /** LinkedIn and GitHub, likewise. */
  websiteLine: PreviewPart[];
  location: string;
  /** Experience, Education and Projects in that order; a section without content is left out. */
  sections: PreviewSection[];
  /** The Skills field, one skill an item (split-skills.ts). */
  skills: string[];
  /** Nothing filled in: the template has nothing to show. */
  isEmpty: boolean;
}

/** The separator between the parts of a line. */
export const LINE_SEPARATOR = ' | ';

function part(key: PreviewPart['key'], raw: string, toHref: (text: string) => string | null): PreviewPart[] {
  const text = raw.trim();
  return text === '' ? [] : [{ key, text, href: toHref(text) }];
}

/** Between the start and the end of a job. */
export const DATE_SEPARATOR = ' – ';

/**
 * A job's dates as shown: "start – end", or whichever of the two is filled in (an empty end shows nothing).
 * @example dateRange('Jun 2021', 'Present') // 'Jun 2021 – Present'
 * @example dateRange('2019', '') // '2019'
 */
export function dateRange(start: string, end: string): string {
  return [start.trim(), end.trim()].filter((date) => date !== '').join(DATE_SEPARATOR);
}

function entry(
  id: string,
  title: string,
  subtitle: string,
  dates: string,
  description = '',
  link = '',
): PreviewEntry[] {
  const linkText = link.trim();
  const shown: PreviewEntry = {
    id,
    title: title.trim(),
    subtitle: subtitle.trim(),
    dates: dates.trim(),
    link: linkText === '' ? null : { text: linkText, href: websiteHref(linkText) },
    description: splitDescription(description),
  };
  const empty = !shown.title && !shown.subtitle && !shown.dates && !shown.link && shown.description.length === 0;
  return empty ? [] : [shown];
}

/**
 * The preview of a resume. Blank and whitespace-only fields, entries with nothing in them and sections
 * with no such entry are left out.
 * @example buildResumePreview({ ...blank, personalDetails: { ...details, phone: ' 98765 43210 ' } }).contactLine
 *   // [{ key: 'phone', text: '98765 43210', href: 'tel:9876543210' }]
 */
export function buildResumePreview(resume: ResumeData): ResumePreview {
  const details = resume.personalDetails;
  const name = details.name.trim();
  const summary = details.summary.trim();
  const location = details.location.trim();
  const contactLine = [...part('email', details.email, emailHref), ...part('phone', details.phone, phoneHref)];
  const websiteLine = [
    ...part('website1', details.website1, websiteHref),
    ...part('website2', details.website2, websiteHref),
  ];
  const sections: PreviewSection[] = [
    {
      heading: 'Experience' as const,
      entries: resume.workExperience.flatMap((job) =>
        entry(job.id, job.position, job.company, dateRange(job.startDate, job.endDate), job.description),
      ),
    },
    {
      heading: 'Education' as const,
      entries: resume.education.flatMap((school) => entry(school.id, school.degree, school.institution, school.year)),
    },
    {
      heading: 'Projects' as const,
      entries: resume.projects.flatMap((project) =>
        entry(project.id, project.name, '', '', project.description, project.link),
      ),
    },
  ].filter((section) => section.entries.length > 0);
  const skills = splitSkills(resume.skills);
  return {
    name,
    summary,
    contactLine,
    websiteLine,
    location,
    sections,
    skills,
    isEmpty:
      name === '' &&
      summary === '' &&
      location === '' &&
      contactLine.length === 0 &&
      websiteLine.length === 0 &&
      sections.length === 0 &&
      skills.length === 0,
  };
}
