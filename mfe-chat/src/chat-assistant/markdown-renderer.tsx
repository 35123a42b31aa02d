import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './chat-assistant.module.css';

// react-markdown and its ~60 unified/micromark packages (49 KB gz) are imported here only, and this file
// only through markdown-message.tsx's import(): they download when the first message is sent, never
// with the empty chat screen, remoteEntry.js or another tool (docs/contracts.md "Module Federation contract").

const remarkPlugins = [remarkGfm];

const components: Components = {
  // The reply's links leave the chat open: a new tab, with no handle back to this page.
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // Pictures from anywhere are not loaded into the page (the CSP would block most anyway): a link instead.
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {alt || src}
      </a>
    ) : (
      <>{alt}</>
    ),
  // A wide table scrolls inside its bubble instead of widening the page.
  table: ({ node: _node, ...props }) => (
    <div className={styles.tableScroll}>
      <table {...props} />
    </div>
  ),
};

/**
 * An assistant message as markdown with GitHub's tables, task lists and strikethrough.
 *
 * Raw HTML in a reply is never rendered: without rehype-raw, react-markdown escapes it, so
 * `<img src=x onerror=…>` shows as harmless characters. `skipHtml` is deliberately not set: it would
 * silently delete those words ("use the <br> tag" would lose its tag). The default URL transform
 * removes `javascript:` and other unsafe link targets.
 */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={remarkPlugins} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
