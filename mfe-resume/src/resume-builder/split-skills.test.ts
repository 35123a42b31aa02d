import { splitSkills } from './split-skills';

test.each([
  ['TypeScript, React, SQL', ['TypeScript', 'React', 'SQL']],
  ['TypeScript,React,SQL', ['TypeScript', 'React', 'SQL']],
  ['  Tally ERP 9 ,  GST   filing  ', ['Tally ERP 9', 'GST filing']],
  ['Excel\nPower BI\r\nSQL', ['Excel', 'Power BI', 'SQL']],
  // Typing in progress: the comma just typed leaves no empty skill behind.
  ['TypeScript, ', ['TypeScript']],
  [',,, ,', []],
  ['', []],
  ['   ', []],
  // The same skill twice is listed once, as first written.
  ['sql, SQL, Sql', ['sql']],
  ['React, Node.js, React', ['React', 'Node.js']],
  // Anything else in a skill is kept as typed.
  ['C++, C#, .NET, Node.js', ['C++', 'C#', '.NET', 'Node.js']],
  ['हिन्दी, English', ['हिन्दी', 'English']],
  ['<b>HTML</b>', ['<b>HTML</b>']],
])('%j → %j', (text, skills) => {
  expect(splitSkills(text)).toEqual(skills);
});
