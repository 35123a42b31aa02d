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

const jestConfig = require('../jest.config.base.cjs');

module.exports = { ...jestConfig({ dom: true }), transformIgnorePatterns: jestConfig.esmPackages(ESM_PACKAGES) };
