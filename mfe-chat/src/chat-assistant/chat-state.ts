// The chat's state machine (docs/product.md §4): idle → loading on send → idle when the reply ends, however it ends.
import type { ReplyOutcome } from './chat-client';
import { NO_RESPONSE, REQUEST_FAILED, fitsAlone, isSendable, type ChatTurn } from './conversation';

export interface ChatState {
  /** What the conversation shows, oldest first (the system message is not among them). */
  turns: ChatTurn[];
  input: string;
  status: 'idle' | 'loading';
  /** The reply streaming in: '' until its first words arrive. */
  reply: string;
  nextId: number;
}

export type ChatAction =
  | { type: 'input-changed'; value: string }
  | { type: 'sent'; text: string }
  | { type: 'reply-text'; text: string }
  | { type: 'reply-ended'; outcome: ReplyOutcome };

export const initialChatState: ChatState = { turns: [], input: '', status: 'idle', reply: '', nextId: 1 };

/** Send is possible with something in the input that fits the gateway, and no reply pending (docs/product.md §5). */
export function canSend(state: Pick<ChatState, 'status' | 'input'>): boolean {
  return state.status === 'idle' && isSendable(state.input) && fitsAlone(state.input);
}

/** 'Bot is thinking...' shows from the send until the reply's first words (docs/product.md §2). */
export function isThinking(state: Pick<ChatState, 'status' | 'reply'>): boolean {
  return state.status === 'loading' && state.reply.trim() === '';
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'input-changed':
      return { ...state, input: action.value };
    case 'sent': {
      if (!canSend({ status: state.status, input: action.text })) return state;
      const question: ChatTurn = { id: state.nextId, role: 'user', content: action.text.trim() };
      return { turns: [...state.turns, question], input: '', status: 'loading', reply: '', nextId: state.nextId + 1 };
    }
    case 'reply-text':
      // Words that arrive after Stop belong to a reply that has already ended.
      return state.status === 'loading' ? { ...state, reply: state.reply + action.text } : state;
    case 'reply-ended': {
      if (state.status !== 'loading') return state;
      const answer = { ...endedReply(state.reply, action.outcome), id: state.nextId, role: 'assistant' as const };
      return { ...state, turns: [...state.turns, answer], status: 'idle', reply: '', nextId: state.nextId + 1 };
    }
  }
}

/** What the reply becomes: the text that arrived, or the spec's words when there is none (docs/product.md §8). */
function endedReply(
  text: string,
  outcome: ReplyOutcome,
): { content: string; kind: 'reply' | 'notice'; interrupted?: boolean } {
  if (outcome.kind === 'unavailable') return { content: outcome.message, kind: 'notice' };
  const hasText = text.trim() !== '';
  switch (outcome.kind) {
    case 'done':
    case 'stopped':
      return hasText ? { content: text, kind: 'reply' } : { content: NO_RESPONSE, kind: 'notice' };
    case 'failed':
      // A reply that broke off keeps what it said; it is marked so the visitor knows it is incomplete.
      return hasText
        ? { content: text, kind: 'reply', interrupted: true }
        : { content: REQUEST_FAILED, kind: 'notice' };
  }
}
