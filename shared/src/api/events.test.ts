import { LOAD_FAILURE_CODES, MAX_EVENT_BYTES, parseRemoteLoadReport, type RemoteLoadReport } from './events';

const report: RemoteLoadReport = {
  type: 'remote-load',
  remote: 'tax',
  entry: 'https://cdn.example/tax/v2/remoteEntry.js',
  outcome: 'failed',
  ms: 812,
};

test.each<[string, unknown]>([
  ['an object', report],
  ['its JSON text, as a beacon sends it', JSON.stringify(report)],
])('accepts a report as %s', (_how, body) => {
  expect(parseRemoteLoadReport(body)).toEqual({ ok: true, value: report });
});

test('accepts the outcome integrity: a file of the build did not match its release', () => {
  expect(parseRemoteLoadReport({ ...report, outcome: 'integrity' })).toEqual({
    ok: true,
    value: { ...report, outcome: 'integrity' },
  });
});

test("carries the page's token for the gateway to check; a token that is not text is refused", () => {
  expect(parseRemoteLoadReport({ ...report, token: 'lxyz12.nonce.signature' })).toEqual({
    ok: true,
    value: { ...report, token: 'lxyz12.nonce.signature' },
  });
  expect(parseRemoteLoadReport({ ...report, token: 42 })).toEqual({
    ok: false,
    errors: 'token must be text of at most 200 characters',
  });
  expect(parseRemoteLoadReport({ ...report, token: 'x'.repeat(201) })).toMatchObject({ ok: false });
});

test('carries why a failed load failed, as one of the loader’s codes; a loaded one has none', () => {
  expect(parseRemoteLoadReport({ ...report, code: 'entry-failed' })).toEqual({
    ok: true,
    value: { ...report, code: 'entry-failed' },
  });
  const refused = { ok: false, errors: `code is for a failed load, one of ${LOAD_FAILURE_CODES.join(', ')}` };
  expect(parseRemoteLoadReport({ ...report, code: 'melted' })).toEqual(refused);
  expect(parseRemoteLoadReport({ ...report, outcome: 'loaded', code: 'timeout' })).toEqual(refused);
});

test('drops the query and fragment of the entry, and rounds the time', () => {
  const result = parseRemoteLoadReport({ ...report, entry: `${report.entry}?retry=2#x`, ms: 12.6 });
  expect(result).toEqual({ ok: true, value: { ...report, ms: 13 } });
});

test.each<[string, unknown, string]>([
  ['not JSON', '{"type":', 'The event must be JSON'],
  ['too large', `"${'x'.repeat(MAX_EVENT_BYTES)}"`, 'The event is too large'],
  ['an array', [report], 'The event must be a JSON object'],
  ['null', null, 'The event must be a JSON object'],
  ['another type', { ...report, type: 'click' }, 'type must be "remote-load"'],
  [
    'a remote that is not an area name',
    { ...report, remote: 'Bank!' },
    'remote must be an area name: lower case letters, digits and hyphens',
  ],
  [
    'an unknown outcome',
    { ...report, outcome: 'crashed' },
    'outcome must be one of loaded, failed, timeout, integrity',
  ],
  ['a negative time', { ...report, ms: -1 }, 'ms must be a number of milliseconds from 0 to 600000'],
  ['a time that is not a number', { ...report, ms: '5' }, 'ms must be a number of milliseconds from 0 to 600000'],
  ['an infinite time', { ...report, ms: Infinity }, 'ms must be a number of milliseconds from 0 to 600000'],
  [
    'a javascript: entry',
    { ...report, entry: 'javascript:alert(1)' },
    'entry must be the http(s) URL of a remoteEntry.js',
  ],
  [
    'a relative entry',
    { ...report, entry: '/mfe/tax/remoteEntry.js' },
    'entry must be the http(s) URL of a remoteEntry.js',
  ],
  [
    'a huge entry',
    { ...report, entry: `https://x.in/${'a'.repeat(1000)}` },
    'entry must be the http(s) URL of a remoteEntry.js',
  ],
  // Anything more (an IP, a user agent, a page URL) is refused rather than kept.
  ['an extra field', { ...report, page: 'https://x.in/emi?amount=5' }, 'Unknown field "page"'],
])('refuses %s', (_name, body, message) => {
  expect(parseRemoteLoadReport(body)).toEqual({ ok: false, errors: message });
});
