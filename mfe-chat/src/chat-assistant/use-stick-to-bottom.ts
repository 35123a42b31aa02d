import { useCallback, useLayoutEffect, useRef, type RefObject, type UIEvent } from 'react';

/** How close to the bottom (px) still counts as "at the bottom": a wheel notch short of it is not reading back. */
const NEAR_BOTTOM_PX = 32;

export interface StickToBottom<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onScroll: (event: UIEvent<T>) => void;
  /** Follow the newest message again, e.g. after the visitor sends one. */
  stick: () => void;
}

/**
 * Keeps a scrolling box at its bottom as content is added or grows (a reply streaming in), unless the
 * visitor has scrolled up to read: then it stays where they are until they come back down or send.
 * `contentKey` changes whenever the box's content does (a message added, a reply grown).
 */
export function useStickToBottom<T extends HTMLElement>(contentKey: string): StickToBottom<T> {
  const ref = useRef<T | null>(null);
  const following = useRef(true);

  const onScroll = useCallback((event: UIEvent<T>) => {
    const box = event.currentTarget;
    following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_BOTTOM_PX;
  }, []);

  const stick = useCallback(() => {
    following.current = true;
  }, []);

  // Before paint, so the newest words never flash below the fold first.
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [contentKey]);

  return { ref, onScroll, stick };
}
