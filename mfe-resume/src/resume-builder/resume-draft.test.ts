import { ASHA } from '../../test/resume-fixtures';
import { DRAFT_STORAGE_KEY, DRAFT_VERSION, parseDraft, serializeDraft } from './resume-draft';
import { browserStorage, loadDraft, saveDraft } from './draft-storage';
import { createEmptyResume } from './resume-data';

const FULL = ASHA;

const stored = (resume: unknown, version: unknown = DRAFT_VERSION) => JSON.stringify({ version, resume });
const withField = (path: (draft: Record<string, unknown>) => void) => {
  const draft = JSON.parse(JSON.stringify(FULL)) as Record<string, unknown>;
  path(draft);
  return stored(draft);
};

describe('parseDraft', () => {
  test('reads back exactly what serializeDraft wrote, for a full and a blank resume', () => {
    expect(parseDraft(serializeDraft(FULL))).toEqual({ ok: true, value: FULL });
    expect(parseDraft(serializeDraft(createEmptyResume()))).toEqual({ ok: true, value: createEmptyResume() });
  });

  test('the stored text names its version', () => {
    expect(JSON.parse(serializeDraft(FULL))).toEqual({ version: DRAFT_VERSION, resume: FULL });
  });

  test.each([
    ['not JSON', '{"version":1,', 'unreadable'],
    ['empty text', '', 'unreadable'],
    ['undefined as text', 'undefined', 'unreadable'],
    ['JSON null', 'null', 'other-version'],
    ['a number', '42', 'other-version'],
    ['an array', '[1,2]', 'other-version'],
    ['no version: the bare resume', JSON.stringify(FULL), 'other-version'],
    ['an older version', stored(FULL, 0), 'other-version'],
    ['a newer version', stored(FULL, DRAFT_VERSION + 1), 'other-version'],
    ['the version as text', stored(FULL, String(DRAFT_VERSION)), 'other-version'],
    ['no resume', JSON.stringify({ version: DRAFT_VERSION }), 'wrong-shape'],
    ['skills as a list (the older shape)', withField((d) => (d.skills = ['Audit', 'GST'])), 'wrong-shape'],
    ['a number for a name', withField((d) => ((d.personalDetails as Record<string, unknown>).name = 7)), 'wrong-shape'],
    [
      'a missing personal detail',
      withField((d) => delete (d.personalDetails as Record<string, unknown>).phone),
      'wrong-shape',
    ],
    [
      'an extra personal detail',
      withField((d) => ((d.personalDetails as Record<string, unknown>).age = '30')),
      'wrong-shape',
    ],
    ['entries not a list', withField((d) => (d.education = {})), 'wrong-shape'],
    [
      'an entry without an id',
      withField((d) => delete (d.projects as Record<string, unknown>[])[0]!.id),
      'wrong-shape',
    ],
    [
      'an entry with an empty id',
      withField((d) => ((d.projects as Record<string, unknown>[])[0]!.id = '')),
      'wrong-shape',
    ],
    [
      'two entries with one id',
      withField((d) => ((d.education as Record<string, unknown>[])[0]!.id = 'w1')),
      'wrong-shape',
    ],
    [
      'the older education shape (start and end dates)',
      withField(
        (d) =>
          (d.education = [
            { id: 'e1', degree: 'B.Com', institution: 'X', fieldOfStudy: '', startDate: '', endDate: '', grade: '' },
          ]),
      ),
      'wrong-shape',
    ],
    ['a null entry', withField((d) => (d.workExperience = [null])), 'wrong-shape'],
    ['extras with a number', withField((d) => (d.extras = { Languages: 3 })), 'wrong-shape'],
    ['an unknown section', withField((d) => (d.awards = [])), 'wrong-shape'],
  ])('%s → %s', (_case, text, problem) => {
    expect(parseDraft(text)).toEqual({ ok: false, errors: problem });
  });
});

describe('the draft in localStorage', () => {
  beforeEach(() => localStorage.clear());

  test('saved, then loaded; a blank resume removes it', () => {
    expect(saveDraft(localStorage, FULL)).toBe(true);
    expect(loadDraft(localStorage)).toEqual(FULL);
    expect(saveDraft(localStorage, createEmptyResume())).toBe(true);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft(localStorage)).toBeNull();
  });

  test('an unreadable draft loads as nothing and stays where it is', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{oops');
    expect(loadDraft(localStorage)).toBeNull();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBe('{oops');
  });

  test('no storage, or a browser that refuses it: no draft, nothing thrown', () => {
    expect(loadDraft(null)).toBeNull();
    expect(saveDraft(null, FULL)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(loadDraft(refusing)).toBeNull();
    expect(saveDraft(refusing, FULL)).toBe(false);
  });

  test('browserStorage is null when reading window.localStorage throws', () => {
    expect(browserStorage()).toBe(window.localStorage);
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
    spy.mockRestore();
  });
});
