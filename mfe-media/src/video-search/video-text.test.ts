import { durationAttribute, formatDuration, videoFileLabel } from './video-text';

test.each([
  [0, '0:00'],
  [5, '0:05'],
  [59, '0:59'],
  [60, '1:00'],
  [65, '1:05'],
  [599, '9:59'],
  [3599, '59:59'],
  [3600, '60:00'],
  [7325, '122:05'],
  [12.9, '0:12'],
  [-4, '0:00'],
  [Number.NaN, '0:00'],
  [Number.POSITIVE_INFINITY, '0:00'],
])('formatDuration(%p) → %s', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});

test.each([
  [0, 'PT0S'],
  [8, 'PT8S'],
  [65, 'PT1M5S'],
  [3600, 'PT60M0S'],
  [Number.NaN, 'PT0S'],
])('durationAttribute(%p) → %s', (seconds, text) => {
  expect(durationAttribute(seconds)).toBe(text);
});

test.each([
  [{ quality: 'hd', width: 1920, height: 1080 }, 'hd · 1920 × 1080'],
  [{ quality: 'sd', width: 640, height: 360 }, 'sd · 640 × 360'],
  [{ quality: null, width: 3840, height: 2160 }, 'Original · 3840 × 2160'],
  [{ quality: 'uhd', width: null, height: null }, 'uhd'],
  [{ quality: null, width: null, height: null }, 'Original'],
  [{ quality: '  ', width: null, height: null }, 'Original'],
  [{ quality: 'hd', width: 1280, height: null }, 'hd · 1280 px wide'],
  [{ quality: 'hd', width: null, height: 720 }, 'hd · 720 px high'],
  [{ quality: 'hd', width: 0, height: 0 }, 'hd'],
])('videoFileLabel(%j) → %s', (file, label) => {
  expect(videoFileLabel(file)).toBe(label);
});
