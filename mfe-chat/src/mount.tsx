import { createMount } from '@fintools/shared/federation';

/** `./mount` for sibling products: the chat tool by its public id, loaded on demand. */
export const mount = createMount({
  chat: () => import('./chat-assistant/chat-assistant-screen'),
});
