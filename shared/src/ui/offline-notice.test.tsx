import { act, render, screen } from '@testing-library/react';
import { OFFLINE_MESSAGE, OfflineNotice, useOnline } from './offline-notice';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function Probe() {
  const online = useOnline();
  return <OfflineNotice online={online} />;
}

afterEach(() => setOnline(true));

test('nothing while online; "You are offline." while offline, and gone when the network is back', () => {
  setOnline(true);
  render(<Probe />);
  expect(screen.queryByRole('status')).toBeNull();
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  expect(OFFLINE_MESSAGE).toBe('You are offline.');
  setOnline(true);
  expect(screen.queryByRole('status')).toBeNull();
});
