import fs from 'node:fs';
import path from 'node:path';
import { messageId } from '../src/federation/compiled-message';

/*
 * A compiled catalogue keys a translation by its English message's id (src/federation/compiled-message.ts), and a
 * page's translator holds the shell's words and every tool's it has opened at once: two messages of the
 * repository with one id would show one's translation for the other. The ids are 32 bits, so this check fails
 * only by chance; when it does, reword one of the two messages.
 */

const REPO = path.join(__dirname, '../..');
/** The build's helpers (CommonJS): the folders of words, their files, an entry's words, the ids it keys them by. */
interface BuildMessages {
  catalogueFolders: (root: string) => string[];
  readCatalogue: (folder: string, language: string) => Record<string, string>;
  entryMessages: (tool: Record<string, unknown>, language: string) => Record<string, string>;
  messageIds: (messages: Record<string, string>, where: string) => Map<string, string>;
  translatedLanguages: () => string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's helpers are CommonJS
const buildMessages = require('../build/messages.cjs') as BuildMessages;
const { catalogueFolders, readCatalogue, entryMessages, messageIds, translatedLanguages } = buildMessages;

const PACKAGES = fs.readdirSync(REPO).filter((name) => name.startsWith('mfe-') || ['shell', 'shared'].includes(name));

/** Every English message a catalogue of the repository translates: the screens', the shell's, the entries'. */
function everyMessage(): Set<string> {
  const messages = new Set<string>();
  for (const language of translatedLanguages()) {
    for (const pkg of PACKAGES)
      for (const folder of catalogueFolders(path.join(REPO, pkg, 'src')))
        for (const english of Object.keys(readCatalogue(folder, language))) messages.add(english);
    for (const pkg of PACKAGES.filter((name) => fs.existsSync(path.join(REPO, name, 'tools.json'))))
      for (const tool of JSON.parse(fs.readFileSync(path.join(REPO, pkg, 'tools.json'), 'utf8')) as Record<
        string,
        unknown
      >[])
        for (const english of Object.keys(entryMessages(tool, language))) messages.add(english);
  }
  return messages;
}

test('no two messages of the repository share an id', () => {
  const messages = everyMessage();
  expect(messages.size).toBeGreaterThan(500);
  const englishOf = new Map<string, string>();
  const clashes: string[] = [];
  for (const english of messages) {
    const id = messageId(english);
    const other = englishOf.get(id);
    if (other !== undefined) clashes.push(`"${other}" and "${english}" (${id})`);
    englishOf.set(id, english);
  }
  expect(clashes).toEqual([]);
});

test('the build keys a catalogue by the ids the browser computes, and refuses one in which two would clash', () => {
  expect(messageIds({ 'Monthly EMI': 'मासिक EMI' }, 'emi (hi)')).toEqual(new Map([['Monthly EMI', '#11j95qb']]));
  // "Loan 3yzx" and "Loan a6ad" are an FNV-1a collision, found by search.
  expect(() => messageIds({ 'Loan 3yzx': 'ऋण 1', 'Loan a6ad': 'ऋण 2' }, 'loan (hi)')).toThrow(
    'loan (hi): "Loan 3yzx" and "Loan a6ad" have one id (#1uvx7tz); reword one of them',
  );
});
