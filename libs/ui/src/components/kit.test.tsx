import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgressBar } from './progress-bar';
import { LoadingState, Spinner } from './spinner';
import { ErrorState } from './error-state';
import { Badge } from './badge';
import { EmptyState } from './empty-state';
import { Button, IconButton } from './button';
import { Tabs, TabPanel } from './tabs';

describe('small components', () => {
  it('ProgressBar exposes its value and clamps it', () => {
    render(<ProgressBar value={1200} max={21725} label="Loading items" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading items' });
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
    expect(bar).toHaveAttribute('aria-valuemax', '21725');
    render(<ProgressBar value={150} />);
    expect(screen.getAllByRole('progressbar')[1]).toHaveAttribute('aria-valuenow', '100');
  });

  it('Spinner and LoadingState are announced', () => {
    render(
      <>
        <Spinner />
        <LoadingState text="Loading maps..." />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading maps...');
  });

  it('ErrorState has a Retry button with a custom label', async () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Error Loading Maps" message="Network error" onRetry={onRetry} retryLabel="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Maps');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('Badge, EmptyState and buttons render their parts', () => {
    render(
      <>
        <Badge tone="orange">In Development</Badge>
        <EmptyState text="No items found matching your criteria." />
        <Button variant="danger" size="lg">
          Delete
        </Button>
        <IconButton label="Close">✕</IconButton>
      </>,
    );
    expect(screen.getByText('In Development')).toHaveClass('eoa-badge--orange');
    expect(screen.getByText('No items found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('eoa-button--danger', 'eoa-button--lg');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('Tabs select with click and arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const items = [
      { id: 'items', label: 'Items' },
      { id: 'traits', label: 'Traits' },
      { id: 'debug', label: 'Debug' },
    ] as const;
    render(
      <>
        <Tabs items={items} value="items" onChange={onChange} label="Views" idPrefix="t" />
        <TabPanel idPrefix="t" tabId="items">
          items panel
        </TabPanel>
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Items' })).toHaveTextContent('items panel');
    await user.click(screen.getByRole('tab', { name: 'Traits' }));
    expect(onChange).toHaveBeenLastCalledWith('traits');
    screen.getByRole('tab', { name: 'Items' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('debug');
  });
});
