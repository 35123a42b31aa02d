import { buildResumePreview } from './build-resume-preview';
import { createEmptyResume, type PersonalDetails } from './resume-data';

const blank = createEmptyResume().personalDetails;
const details = (fields: Partial<PersonalDetails>): PersonalDetails => ({ ...blank, ...fields });

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
