import { lazy, memo, Suspense, type ComponentType } from 'react';
import styles from './chat-assistant.module.css';

type Renderer = ComponentType<{ text: string }>;

/** Until the markdown renderer has arrived (or if it cannot), a reply shows as its plain text. */
function PlainText({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <p className={styles.plainText}>{text}</p>
    </div>
  );
}

let renderer: Promise<{ default: Renderer }> | undefined;

/**
 * Starts downloading the markdown renderer: called when the first message is sent, so it has usually
 * arrived before the first words of the reply. If it cannot be downloaded, replies stay plain text for
 * this visit: still readable, never an error where the answer should be.
 */
export function preloadMarkdownRenderer(): Promise<{ default: Renderer }> {
  renderer ??= import('./markdown-renderer').then(
    (module) => ({ default: module.MarkdownRenderer }),
    () => ({ default: PlainText }),
  );
  return renderer;
}

const LazyMarkdown = lazy(preloadMarkdownRenderer);

/** An assistant message as markdown (markdown-renderer.tsx), its plain text while the renderer loads. */
export const MarkdownMessage = memo(function MarkdownMessage({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <LazyMarkdown text={text} />
    </Suspense>
  );
});
