/** A run of bullet lines, or a run of plain lines, of an entry's description. */
export type DescriptionBlock = { kind: 'bullets'; items: string[] } | { kind: 'lines'; lines: string[] };

/** "- " starts a bullet; spaces before it are allowed (pasted from an indented list). */
const BULLET = /^\s*- (.*)$/;

/**
 * An entry's description as the preview and the PDF show it: lines starting with "- " become bullets,
 * consecutive bullets one list; other lines stay lines, consecutive ones one paragraph. Lines are
 * trimmed; blank lines and empty bullets are dropped, and a blank line ends a paragraph.
 * @example splitDescription('Led audits.\n- Cut close by 3 days\n- Trained 4 juniors')
 *   // [{ kind: 'lines', lines: ['Led audits.'] }, { kind: 'bullets', items: ['Cut close by 3 days', 'Trained 4 juniors'] }]
 */
export function splitDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let previousWasBlank = true;
  for (const raw of text.split(/\r?\n/)) {
    const bullet = BULLET.exec(raw);
    const content = (bullet ? bullet[1]! : raw).trim();
    if (content === '') {
      previousWasBlank = !bullet;
      continue;
    }
    const last = blocks[blocks.length - 1];
    if (bullet) {
      if (last?.kind === 'bullets') last.items.push(content);
      else blocks.push({ kind: 'bullets', items: [content] });
    } else if (last?.kind === 'lines' && !previousWasBlank) {
      last.lines.push(content);
    } else {
      blocks.push({ kind: 'lines', lines: [content] });
    }
    previousWasBlank = false;
  }
  return blocks;
}
