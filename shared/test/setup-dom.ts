import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// `findBy…` and `waitFor` wait for what a visitor would see, not for a time: their default of 1 s failed a
// correct test (a chart rendered after Retry) when the suite shared two cores with the static checks. A wrong
// screen still fails, after this long; the test timeout (jest.config.base.cjs) is longer still.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not provide these, and code under test uses them (the chat stream decodes its bytes).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia. This one answers width queries from window.innerWidth, so a test can
// be a phone by setting innerWidth before it renders. (A test file may ask for Node's environment, as the
// build's tests do: then there is no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches =
      (maxWidth ? window.innerWidth <= Number(maxWidth[1]) : true) &&
      (minWidth ? window.innerWidth >= Number(minWidth[1]) : true) &&
      Boolean(maxWidth || minWidth);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
