// A filled-in resume shared by the rule tests of this package.
import { createEmptyResume, type ResumeData } from '../src/resume-builder/resume-data';

/** Asha Rao's resume: every section filled, a javascript: GitHub that must never become a link. */
export const ASHA: ResumeData = {
  ...createEmptyResume(),
  personalDetails: {
    name: 'Asha Rao',
    summary: 'Chartered accountant.\nTen years in audit.',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    website1: 'linkedin.com/in/asha',
    website2: 'javascript:alert(1)',
    location: 'Pune, India',
  },
  workExperience: [
    {
      id: 'w1',
      position: 'Audit Manager',
      company: 'Rao & Co',
      startDate: 'Jun 2021',
      endDate: 'Present',
      description: 'Statutory audits.\n- Led 12 audits\n- Trained 4 juniors',
    },
  ],
  education: [{ id: 'e1', degree: 'B.Com', institution: 'Pune University', year: '2014' }],
  projects: [{ id: 'p1', name: 'GST helper', link: 'github.com/asha/gst', description: '- A CLI' }],
  skills: 'Audit, GST, Excel',
  extras: { Languages: 'English, Marathi' },
};
