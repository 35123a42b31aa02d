// The Devanagari fonts the build ships, read from disk for the PDF's tests (under Jest a font's import is its
// path: test/file-url-transform.cjs).
import fs from 'node:fs';
import boldFont from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf';
import regularFont from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf';
import type { DevanagariFontFiles } from '../src/resume-builder/devanagari-glyphs';

export const DEVANAGARI_FONT_FILES: DevanagariFontFiles = {
  normal: new Uint8Array(fs.readFileSync(regularFont)),
  bold: new Uint8Array(fs.readFileSync(boldFont)),
};
