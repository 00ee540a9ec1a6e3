import { jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './button';

function Harness({ busy = false, error, onConfirm }: { busy?: boolean; error?: string; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete correction"
        message="Are you sure you want to delete this correction?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with Cancel focused first; confirming calls onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete correction' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this correction?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Enter on the focused button cancels: an unexpected dialog never confirms by accident.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(buttons[buttons.length - 1]!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, but not while busy; shows a failure under the question', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness onConfirm={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    rerender(<Harness busy error="Failed to delete correction" onConfirm={() => undefined} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete correction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete correction');
  });
});
