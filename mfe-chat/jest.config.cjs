// react-markdown, remark-gfm and the ~70 unified packages under them ship only as ES modules: Jest must
// transform them too. Listed by family; anything else in node_modules stays as is.
const ESM_PACKAGES = [
  'react-markdown',
  'remark-[^/]+',
  'rehype-[^/]+',
  'unified',
  'bail',
  'ccount',
  'character-entities[^/]*',
  'character-reference-invalid',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'estree-util-[^/]+',
  'hast-util-[^/]+',
  'html-url-attributes',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'unist-util-[^/]+',
  'vfile[^/]*',
  'zwitch',
  '@ungap/structured-clone',
];

// pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/<name>/ (a scope's "/" is
// "+" in the first part): a path is left alone only if no node_modules/ in it is followed by one of these.
const names = ESM_PACKAGES.map((name) => (name.startsWith('@') ? name.replace('/', '[/+]') : name)).join('|');

const base = require('../jest.config.base.cjs')({ dom: true });

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!(?:\\.pnpm/)?(?:${names})(?:@|/))`],
};
