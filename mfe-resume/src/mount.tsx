import { createMount } from '@fintools/shared/federation';

/** `./mount` for sibling products: the resume builder by its public id, loaded on demand. */
export const mount = createMount({
  resume: () => import('./resume-builder/resume-builder-screen'),
});
