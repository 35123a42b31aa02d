declare const __FINTOOLS_SHELL_BUILD__: string | undefined;

/**
 * Which build of the shell this page runs ("shell · v0.1.0", or FINTOOLS_BUILD_LABEL at build time),
 * like the label under each tool says which build of its remote is live. Tests run without a build.
 */
export const SHELL_BUILD_LABEL: string =
  typeof __FINTOOLS_SHELL_BUILD__ === 'string' ? __FINTOOLS_SHELL_BUILD__ : 'shell · development';
