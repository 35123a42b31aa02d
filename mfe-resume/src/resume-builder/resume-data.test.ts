import { createEmptyResume, withPersonalDetail } from './resume-data';

test('a new resume has the spec shape: personal details blank, every other section empty', () => {
  expect(createEmptyResume()).toEqual({
    personalDetails: { name: '', summary: '', email: '', phone: '', website1: '', website2: '', location: '' },
    workExperience: [],
    education: [],
    projects: [],
    skills: [],
    extras: {},
  });
});

test('each call gives a fresh resume, so no two builders share lists', () => {
  const first = createEmptyResume();
  first.skills.push('TypeScript');
  expect(createEmptyResume().skills).toEqual([]);
});

test('withPersonalDetail replaces one field and leaves the original alone', () => {
  const resume = createEmptyResume();
  const named = withPersonalDetail(resume, 'name', 'Asha Rao');
  expect(named.personalDetails).toEqual({ ...resume.personalDetails, name: 'Asha Rao' });
  expect(resume.personalDetails.name).toBe('');
  expect(named.workExperience).toBe(resume.workExperience);
});
