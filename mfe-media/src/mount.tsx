import { createMount } from '@fintools/shared/federation';

/** `./mount` for sibling products: both media tools by their public ids, each loaded on demand. */
export const mount = createMount({
  images: () => import('./image-search/image-search-screen'),
  videos: () => import('./video-search/video-search-screen'),
});
