import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLanguage } from '@fintools/shared/ui/language';
import { requestChatReply } from './chat-client';
import { chatReducer, initialChatState, type ChatState } from './chat-state';
import { conversationForRequest } from './conversation';

export interface Chat {
  state: ChatState;
  setInput: (value: string) => void;
  /** Sends the input with the conversation so far; does nothing when Send is not possible. */
  send: () => void;
  /** Ends the pending reply now, keeping what has arrived. */
  stop: () => void;
}

/** The chat screen's state and its one side effect: the streamed request to the gateway. */
export function useChat(): Chat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const language = useLanguage();
  // The pending request, if any. Also a guard: two Enters before React re-renders send once.
  const pending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      // Leaving the screen ends the reply and its connection.
      pending.current?.abort();
      pending.current = null;
    },
    [],
  );

  const send = () => {
    if (pending.current) return;
    const action = { type: 'sent', text: state.input } as const;
    const next = chatReducer(state, action);
    if (next === state) return;
    dispatch(action);

    const controller = new AbortController();
    pending.current = controller;
    // Once Stop (or unmount) has replaced the controller, whatever this request still says is ignored.
    const isCurrent = () => pending.current === controller;
    void requestChatReply(conversationForRequest(next.turns), {
      signal: controller.signal,
      language,
      onText: (text) => {
        if (isCurrent()) dispatch({ type: 'reply-text', text });
      },
    }).then((outcome) => {
      if (!isCurrent()) return;
      pending.current = null;
      dispatch({ type: 'reply-ended', outcome });
    });
  };

  const stop = useCallback(() => {
    const controller = pending.current;
    if (!controller) return;
    pending.current = null;
    dispatch({ type: 'reply-ended', outcome: { kind: 'stopped' } });
    controller.abort();
  }, []);

  const setInput = useCallback((value: string) => dispatch({ type: 'input-changed', value }), []);

  return { state, setInput, send, stop };
}
