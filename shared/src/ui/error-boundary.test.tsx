import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('chunk failed');
  return <p>Chart</p>;
}

test('shows the fallback instead of children that threw, and the children again after retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>Loan</h1>
      <ErrorBoundary fallback={(retry) => <button onClick={retry}>Retry</button>}>
        <Flaky />
      </ErrorBoundary>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Loan' })).toBeInTheDocument();
  expect(screen.queryByText('Chart')).not.toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Chart')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
