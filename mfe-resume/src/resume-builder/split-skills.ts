/**
 * The skills of the comma-separated Skills field, as the preview and the PDF list them: split on commas
 * (and line breaks, for a pasted list), trimmed, blanks dropped, and a skill written twice kept once, the
 * first time it appears (compared without case: "SQL" and "sql" are one skill).
 * @example splitSkills(' TypeScript, React,, sql, SQL ') // ['TypeScript', 'React', 'sql']
 */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const skill = part.trim().replace(/\s+/g, ' ');
    const key = skill.toLowerCase();
    if (skill === '' || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}
