import { buildResumePreview as buildPreview, dateRange, type PreviewEntry } from './build-resume-preview';
import { createEmptyResume, type PersonalDetails, type ResumeData } from './resume-data';

const blank = createEmptyResume().personalDetails;
const details = (fields: Partial<PersonalDetails>): PersonalDetails => ({ ...blank, ...fields });
/** The preview of a resume with only these personal details. */
const buildResumePreview = (personalDetails: PersonalDetails) =>
  buildPreview({ ...createEmptyResume(), personalDetails });
const resume = (fields: Partial<ResumeData>): ResumeData => ({ ...createEmptyResume(), ...fields });

test('every field filled: the name, summary, both lines and the location', () => {
  const preview = buildResumePreview({
    name: ' Asha Rao ',
    summary: 'Engineer.\nLoves finance.  ',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    website1: 'linkedin.com/in/asha',
    website2: 'javascript:alert(1)',
    location: 'Pune, India',
  });
  expect(preview).toEqual({
    name: 'Asha Rao',
    summary: 'Engineer.\nLoves finance.',
    contactLine: [
      { key: 'email', text: 'asha@example.com', href: 'mailto:asha@example.com' },
      { key: 'phone', text: '+91 98765 43210', href: 'tel:+919876543210' },
    ],
    websiteLine: [
      { key: 'website1', text: 'linkedin.com/in/asha', href: 'https://linkedin.com/in/asha' },
      { key: 'website2', text: 'javascript:alert(1)', href: null },
    ],
    location: 'Pune, India',
    sections: [],
    skills: [],
    isEmpty: false,
  });
});

test.each([
  ['only the phone', details({ phone: '98765 43210' }), ['phone'], []],
  ['only the email', details({ email: 'not an email' }), ['email'], []],
  ['only GitHub', details({ website2: 'github.com/asha' }), [], ['website2']],
  ['whitespace counts as empty', details({ email: '   ', phone: '\t', website1: ' ' }), [], []],
  ['nothing', blank, [], []],
])('%s', (_case, input, contactKeys, websiteKeys) => {
  const preview = buildResumePreview(input);
  expect(preview.contactLine.map((part) => part.key)).toEqual(contactKeys);
  expect(preview.websiteLine.map((part) => part.key)).toEqual(websiteKeys);
});

test('isEmpty only when nothing shows', () => {
  expect(buildResumePreview(blank).isEmpty).toBe(true);
  expect(buildResumePreview(details({ name: '  ', summary: '\n' })).isEmpty).toBe(true);
  for (const key of Object.keys(blank) as (keyof PersonalDetails)[]) {
    expect(buildResumePreview(details({ [key]: 'x' })).isEmpty).toBe(false);
  }
});

const job = { id: 'w1', position: '', company: '', startDate: '', endDate: '', description: '' };
const school = { id: 'e1', degree: '', institution: '', year: '' };
const project = { id: 'p1', name: '', link: '', description: '' };
const shown = (fields: Partial<PreviewEntry>): PreviewEntry => ({
  id: 'w1',
  title: '',
  subtitle: '',
  dates: '',
  link: null,
  description: [],
  ...fields,
});

test('a job: title, company, dates and its description as bullets and lines', () => {
  const preview = buildPreview(
    resume({
      workExperience: [
        {
          ...job,
          position: ' Audit Manager ',
          company: 'Rao & Co',
          startDate: 'Jun 2021',
          endDate: 'Present',
          description: 'Statutory audits.\n- Led 12 audits\n- Trained 4 juniors',
        },
      ],
    }),
  );
  expect(preview.sections).toEqual([
    {
      heading: 'Experience',
      entries: [
        shown({
          title: 'Audit Manager',
          subtitle: 'Rao & Co',
          dates: 'Jun 2021 – Present',
          description: [
            { kind: 'lines', lines: ['Statutory audits.'] },
            { kind: 'bullets', items: ['Led 12 audits', 'Trained 4 juniors'] },
          ],
        }),
      ],
    },
  ]);
  expect(preview.isEmpty).toBe(false);
});

test('an education: degree, institution and year', () => {
  const preview = buildPreview(
    resume({ education: [{ ...school, degree: 'B.Com', institution: 'Pune University', year: '2014' }] }),
  );
  expect(preview.sections).toEqual([
    {
      heading: 'Education',
      entries: [shown({ id: 'e1', title: 'B.Com', subtitle: 'Pune University', dates: '2014' })],
    },
  ]);
});

test.each([
  ['a bare address', 'github.com/asha/gst', 'https://github.com/asha/gst'],
  ['a javascript: link stays text', 'javascript:alert(1)', null],
])('a project with %s', (_case, link, href) => {
  const preview = buildPreview(resume({ projects: [{ ...project, name: 'GST helper', link, description: 'A CLI.' }] }));
  expect(preview.sections).toEqual([
    {
      heading: 'Projects',
      entries: [
        shown({
          id: 'p1',
          title: 'GST helper',
          link: { text: link, href },
          description: [{ kind: 'lines', lines: ['A CLI.'] }],
        }),
      ],
    },
  ]);
});

test('sections keep their order, entries theirs; blank entries and sections are left out', () => {
  const preview = buildPreview(
    resume({
      projects: [{ ...project, name: 'P' }],
      education: [
        { ...school, id: 'e1', year: '  ' },
        { ...school, id: 'e2', degree: 'MBA' },
        { ...school, id: 'e3', degree: 'B.Com' },
      ],
      workExperience: [{ ...job, description: '\n- \n' }],
    }),
  );
  expect(preview.sections.map((section) => section.heading)).toEqual(['Education', 'Projects']);
  expect(preview.sections[0]!.entries.map((entry) => entry.id)).toEqual(['e2', 'e3']);
});

test('only blank entries and a blank skills field: nothing to show', () => {
  const preview = buildPreview(
    resume({ workExperience: [job], education: [school], projects: [{ ...project, link: ' ' }], skills: ' , ,' }),
  );
  expect(preview).toMatchObject({ sections: [], skills: [], isEmpty: true });
});

test('skills are listed one by one', () => {
  const preview = buildPreview(resume({ skills: 'Audit, GST,, Excel, audit' }));
  expect(preview.skills).toEqual(['Audit', 'GST', 'Excel']);
  expect(preview.isEmpty).toBe(false);
});

test.each([
  ['Jun 2021', 'Present', 'Jun 2021 – Present'],
  ['2018', '2021', '2018 – 2021'],
  [' 2019 ', '', '2019'],
  ['2019', '   ', '2019'],
  ['', 'Present', 'Present'],
  ['', '', ''],
])('dateRange(%j, %j) → %j', (start, end, range) => {
  expect(dateRange(start, end)).toBe(range);
});
