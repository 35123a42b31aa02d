import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { readable, settledOrAfter, type ReadablePromise } from './readable-promise';

function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Value({ of }: { of: ReadablePromise<string> }) {
  return <h1>{use(of)}</h1>;
}

test.each([
  ['fulfilled', (p: ReturnType<typeof later<string>>) => p.resolve('done'), { status: 'fulfilled', value: 'done' }],
  ['rejected', (p: ReturnType<typeof later<string>>) => p.reject('down'), { status: 'rejected', reason: 'down' }],
])('a %s promise says so in the fields React reads', async (_name, settle, expected) => {
  const pending = later<string>();
  const tracked = readable(pending.promise);
  expect(tracked.status).toBe('pending');
  settle(pending);
  await tracked.catch(() => undefined);
  expect(tracked).toMatchObject(expected);
});

test('a settled promise renders in the first render, without suspending', async () => {
  const tracked = readable(Promise.resolve('done'));
  await tracked;
  render(
    <Suspense fallback={<p>loading</p>}>
      <Value of={tracked} />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'done' })).toBeInTheDocument();
});

test('a rejection reaches the error boundary and leaves no unhandled rejection behind', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const pending = later<string>();
  const tracked = readable(pending.promise);
  await act(async () => {
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Value of={tracked} />
        </Suspense>
      </Boundary>,
    );
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => pending.reject(new Error('down')));
  expect(await screen.findByText('failed')).toBeInTheDocument();
});

test.each([
  ['settles first', 10, 1000, 'settled'],
  ['takes too long', 1000, 10, 'time'],
])('settledOrAfter: resolves when the promise %s', async (_name, settleMs, limitMs, winner) => {
  jest.useFakeTimers();
  try {
    const events: string[] = [];
    const work = new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('failed')), settleMs));
    work.catch(() => events.push('settled'));
    const done = settledOrAfter(work, limitMs).then(() => events.push('done'));
    await jest.advanceTimersByTimeAsync(Math.min(settleMs, limitMs));
    await done;
    expect(events).toEqual(winner === 'settled' ? ['settled', 'done'] : ['done']);
  } finally {
    jest.useRealTimers();
  }
});
