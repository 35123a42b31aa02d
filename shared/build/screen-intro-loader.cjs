// Gives a screen's module the intros (heading and summary) of the tools whose entry in the area's tools.json
// names that screen file, registered when the module runs, for `toolIntro(id)`
// (src/federation/tool-intro.ts). A screen's chunk then carries its own tools' words only: with the whole
// area's intros in every screen's chunk (as before 2026-12-03), the calculators' 28 tools cost each of their
// routes 1,292 B gzipped, and each new tool added to all of them.

/** @this {import('webpack').LoaderContext<{ intros: { id: string, title: string, heading?: string, summary: string }[] }>} */
module.exports = function screenIntroLoader(source) {
  const { intros } = this.getOptions();
  return [
    "import { registerToolIntros } from '@fintools/shared/federation/tool-intro';",
    `registerToolIntros(${JSON.stringify(intros)});`,
    source,
  ].join('\n');
};
