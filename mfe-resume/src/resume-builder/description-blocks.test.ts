import { splitDescription, type DescriptionBlock } from './description-blocks';

const lines = (...text: string[]): DescriptionBlock => ({ kind: 'lines', lines: text });
const bullets = (...items: string[]): DescriptionBlock => ({ kind: 'bullets', items });

test.each<[string, string, DescriptionBlock[]]>([
  ['one line', 'Led the statutory audit.', [lines('Led the statutory audit.')]],
  ['lines stay one paragraph', 'Led audits.\nTrained juniors.', [lines('Led audits.', 'Trained juniors.')]],
  [
    'a blank line ends a paragraph',
    'Led audits.\n\nTrained juniors.',
    [lines('Led audits.'), lines('Trained juniors.')],
  ],
  ['bullets', '- Cut close by 3 days\n- Trained 4 juniors', [bullets('Cut close by 3 days', 'Trained 4 juniors')]],
  [
    'a line, then bullets, then a line',
    'Audit lead.\n- Cut close\n- Trained juniors\nMoved to Pune.',
    [lines('Audit lead.'), bullets('Cut close', 'Trained juniors'), lines('Moved to Pune.')],
  ],
  ['a blank line between bullets keeps one list', '- One\n\n- Two', [bullets('One', 'Two')]],
  ['indented bullets', '   - One\n\t- Two', [bullets('One', 'Two')]],
  ['Windows line ends', '- One\r\n- Two\r\nThree', [bullets('One', 'Two'), lines('Three')]],
  ['spaces trimmed', '  Led audits.   \n-   Cut close  ', [lines('Led audits.'), bullets('Cut close')]],
  // Only "- " makes a bullet.
  ['a hyphen without a space', '-5% costs\n--- ', [lines('-5% costs', '---')]],
  ['a dash in the middle', 'Pune - Mumbai', [lines('Pune - Mumbai')]],
  ['other bullet marks are text', '* One\n• Two', [lines('* One', '• Two')]],
  ['an empty bullet is dropped', '- \n-  \n- One', [bullets('One')]],
  ['a bullet of a bullet', '- - nested', [bullets('- nested')]],
  ['nothing', '', []],
  ['only blank lines', '\n  \n\t\n', []],
])('%s', (_case, text, blocks) => {
  expect(splitDescription(text)).toEqual(blocks);
});
