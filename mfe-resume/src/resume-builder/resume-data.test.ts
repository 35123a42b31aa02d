import {
  createEmptyResume,
  withEntryAdded,
  withEntryField,
  withEntryMoved,
  withEntryRemoved,
  withPersonalDetail,
  withSkills,
} from './resume-data';

test('a new resume: personal details blank, every other section empty', () => {
  expect(createEmptyResume()).toEqual({
    personalDetails: { name: '', summary: '', email: '', phone: '', website1: '', website2: '', location: '' },
    workExperience: [],
    education: [],
    projects: [],
    skills: '',
    extras: {},
  });
});

test('each call gives a fresh resume, so no two builders share lists', () => {
  const first = createEmptyResume();
  first.workExperience.push({ id: 'x', position: '', company: '', startDate: '', endDate: '', description: '' });
  first.personalDetails.name = 'Asha';
  expect(createEmptyResume().workExperience).toEqual([]);
  expect(createEmptyResume().personalDetails.name).toBe('');
});

test('withPersonalDetail and withSkills replace one field and leave the original alone', () => {
  const resume = createEmptyResume();
  const named = withPersonalDetail(resume, 'name', 'Asha Rao');
  expect(named.personalDetails).toEqual({ ...resume.personalDetails, name: 'Asha Rao' });
  expect(resume.personalDetails.name).toBe('');
  expect(named.workExperience).toBe(resume.workExperience);
  expect(withSkills(resume, 'Audit, ').skills).toBe('Audit, ');
  expect(resume.skills).toBe('');
});

test.each([
  ['workExperience', { position: '', company: '', startDate: '', endDate: '', description: '' }],
  ['education', { degree: '', institution: '', year: '' }],
  ['projects', { name: '', link: '', description: '' }],
] as const)('adding to %s appends a blank entry with the given id', (section, blank) => {
  const resume = withEntryAdded(withEntryAdded(createEmptyResume(), section, 'a'), section, 'b');
  expect(resume[section]).toEqual([
    { ...blank, id: 'a' },
    { ...blank, id: 'b' },
  ]);
});

test('an entry is edited, moved and removed by its id; the other sections are not touched', () => {
  const start = withEntryAdded(withEntryAdded(createEmptyResume(), 'education', 'a'), 'education', 'b');
  const edited = withEntryField(start, 'education', 'b', 'degree', 'MBA');
  expect(edited.education.map((entry) => entry.degree)).toEqual(['', 'MBA']);
  expect(start.education[1]!.degree).toBe('');
  expect(edited.workExperience).toBe(start.workExperience);

  const moved = withEntryMoved(edited, 'education', 'b', 'up');
  expect(moved.education.map((entry) => entry.id)).toEqual(['b', 'a']);
  expect(withEntryMoved(moved, 'education', 'b', 'up')).toBe(moved);

  const removed = withEntryRemoved(moved, 'education', 'b');
  expect(removed.education).toEqual([{ id: 'a', degree: '', institution: '', year: '' }]);
});

test('an unknown id changes nothing and returns the same resume', () => {
  const resume = withEntryAdded(createEmptyResume(), 'projects', 'a');
  expect(withEntryField(resume, 'projects', 'zz', 'name', 'X')).toBe(resume);
  expect(withEntryRemoved(resume, 'projects', 'zz')).toBe(resume);
  expect(withEntryMoved(resume, 'projects', 'zz', 'down')).toBe(resume);
  // An id from another section is unknown here.
  expect(withEntryRemoved(resume, 'education', 'a')).toBe(resume);
});
