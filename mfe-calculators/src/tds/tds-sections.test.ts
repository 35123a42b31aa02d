import { isProvision } from '@fintools/shared/data/law-sections';
import { TDS_SECTIONS } from './tds-sections';

test('every TDS section of the table has a row of the law-sections table', () => {
  for (const section of TDS_SECTIONS) expect(isProvision(section.code)).toBe(true);
});
