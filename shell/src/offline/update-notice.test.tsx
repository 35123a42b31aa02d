import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateNotice, showUpdateNotice } from './update-notice';

test('says a new version is available; Reload asks for it', async () => {
  const onReload = jest.fn();
  render(<UpdateNotice onReload={onReload} />);
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});

test('shown over the page once, however often a new build is found', async () => {
  const onReload = jest.fn();
  showUpdateNotice(onReload);
  showUpdateNotice(onReload);
  expect(await screen.findAllByText('A new version is available.')).toHaveLength(1);
});
