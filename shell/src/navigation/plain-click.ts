import type { MouseEvent } from 'react';

/** Whether a click should stay with the browser: another button, a modifier key (new tab, window), a target. */
export function isPlainClick(event: MouseEvent<Element>, anchor: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !anchor.target &&
    !anchor.hasAttribute('download')
  );
}
