import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('trait table exploded');
  return <p>Traits loaded</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React and the boundary log caught errors; keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the default error state and renders the children again on Retry', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn(() => {
      shouldThrow = false;
    });
    render(
      <ErrorBoundary onReset={onReset}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Traits loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error again when the retry fails too', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('passes the error and a reset function to a custom fallback', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            {(error as Error).message} - again
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'trait table exploded - again' }));
    expect(screen.getByText('Traits loaded')).toBeInTheDocument();
  });
});
