import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/** A promise that says how it settled, in the fields React's `use` reads (status, value, reason). */
export type ReadablePromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/**
 * Marks a promise so that React's `use` returns its value at once, without suspending, once it has
 * settled. A page or screen that finished downloading before React renders it then shows in that very
 * render: no fallback is committed, so React's ~300 ms throttle on revealing a Suspense boundary's
 * content never applies (docs/decisions/012-tool-page-first-render.md).
 */
export function readable<T>(promise: Promise<T>): ReadablePromise<T> {
  const fields = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  fields.status = 'pending';
  promise.then(
    (value) => {
      fields.status = 'fulfilled';
      fields.value = value;
    },
    (reason: unknown) => {
      fields.status = 'rejected';
      fields.reason = reason;
    },
  );
  return fields as ReadablePromise<T>;
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
export function settledOrAfter(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
