import { memo, useDeferredValue, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Field } from '@fintools/shared/ui/field';
import { OfflineNotice, useOnline } from '@fintools/shared/ui/offline-notice';
import { useT } from '@fintools/shared/ui/language';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { canSend, isThinking } from './chat-state';
import { MESSAGE_TOO_LONG, fitsAlone, type ChatTurn } from './conversation';
import { MarkdownMessage, preloadMarkdownRenderer } from './markdown-message';
import { useChat } from './use-chat';
import { useStickToBottom } from './use-stick-to-bottom';
import styles from './chat-assistant.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A finished message. Memoised: while a reply streams, only the streaming bubble re-renders. */
const Message = memo(function Message({ turn }: { turn: ChatTurn }) {
  const t = useT();
  if (turn.role === 'user') {
    return (
      <article aria-label={t('You')} className={cx(styles.message, styles.user)}>
        <p className={styles.userText}>{turn.content}</p>
      </article>
    );
  }
  return (
    <article
      aria-label={t('Assistant')}
      className={cx(styles.message, styles.assistant, turn.kind === 'notice' && styles.notice)}
    >
      {turn.kind === 'notice' ? (
        // The screen's own words (or the gateway's), never the model's: shown in the page's language.
        <p className={styles.noticeText}>{t(turn.content)}</p>
      ) : (
        <MarkdownMessage text={turn.content} />
      )}
      {turn.interrupted && <p className={styles.interrupted}>{t('The reply was cut short.')}</p>}
    </article>
  );
});

/** The Chat Assistant (route /chat-bot): a conversation with the gateway's chat service, replies streamed in. */
export default function ChatAssistantScreen() {
  const { state, setInput, send, stop } = useChat();
  const loading = state.status === 'loading';
  // Markdown is parsed again for every piece of a streaming reply; deferring lets React skip pieces
  // when they arrive faster than it can render, so typing and Stop stay responsive.
  const reply = useDeferredValue(state.reply);
  const thinking = isThinking({ status: state.status, reply });
  const streaming = loading && !thinking;
  const log = useStickToBottom<HTMLDivElement>(`${state.turns.length} ${reply.length} ${thinking}`);
  const input = useRef<HTMLTextAreaElement>(null);
  const tooLong = !fitsAlone(state.input);
  const online = useOnline();
  const t = useT();

  const submit = () => {
    // Offline the message stays in the box, and the notice above it says why nothing was sent.
    if (!online || !canSend(state)) return;
    log.stick();
    void preloadMarkdownRenderer();
    send();
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Enter sends, Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Screen {...toolIntro('chat')}>
      <section className={cx(uiClasses.card, styles.chat)}>
        <div
          ref={log.ref}
          onScroll={log.onScroll}
          role="log"
          aria-live="polite"
          aria-label={t('Conversation')}
          // While the words stream in, screen readers wait and read the finished reply once.
          aria-busy={streaming}
          // The box scrolls: keyboard users need to be able to reach it.
          tabIndex={0}
          className={styles.log}
        >
          {state.turns.length === 0 && !loading && (
            // What to ask, and that an AI answers, is the screen's summary above, there all the time.
            <p className={styles.empty}>{t('Your conversation will appear here.')}</p>
          )}
          {state.turns.map((turn) => (
            <Message key={turn.id} turn={turn} />
          ))}
          {thinking && (
            <p className={cx(styles.message, styles.assistant, styles.thinking)}>{t('Bot is thinking...')}</p>
          )}
          {streaming && (
            <article aria-label={t('Assistant')} className={cx(styles.message, styles.assistant)}>
              <MarkdownMessage text={reply} />
            </article>
          )}
        </div>

        <OfflineNotice online={online} />
        <form className={styles.composer} onSubmit={onSubmit}>
          <div className={styles.field}>
            <Field label="Message" error={tooLong ? MESSAGE_TOO_LONG : undefined}>
              {(control) => (
                <textarea
                  {...control}
                  ref={input}
                  className={cx(control.className, styles.input)}
                  rows={1}
                  placeholder={t('Ask me anything...')}
                  value={state.input}
                  onChange={(event) => setInput(event.target.value)}
                  onKeyDown={onKeyDown}
                  enterKeyHint="send"
                />
              )}
            </Field>
          </div>
          <div className={styles.buttons}>
            {loading && (
              <button
                type="button"
                className={uiClasses.secondaryButton}
                onClick={() => {
                  stop();
                  input.current?.focus();
                }}
              >
                {t('Stop')}
              </button>
            )}
            <button type="submit" className={uiClasses.button} disabled={!canSend(state)}>
              {loading ? t('Sending...') : t('Send')}
            </button>
          </div>
        </form>
      </section>
    </Screen>
  );
}
