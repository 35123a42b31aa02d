// The Devanagari fonts the product ships (Noto Sans Devanagari Regular and Bold, SIL Open Font License), files
// of the remote's build beside its chunks: their URLs are all the PDF chunk holds of them. Fetched, with the
// shaper's chunk, only when a resume's PDF writes Devanagari (resume-pdf.ts).
import boldFont from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf';
import regularFont from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf';
import type { DevanagariWriter } from './devanagari-glyphs';

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads fontkit and the two fonts, at once, and gives the writer of Devanagari runs. */
export async function loadDevanagariWriter(): Promise<DevanagariWriter> {
  const [{ devanagariWriter }, normal, bold] = await Promise.all([
    import(/* webpackChunkName: "resume-pdf-devanagari" */ './devanagari-glyphs'),
    fetchFont(regularFont),
    fetchFont(boldFont),
  ]);
  return devanagariWriter({ normal, bold });
}
