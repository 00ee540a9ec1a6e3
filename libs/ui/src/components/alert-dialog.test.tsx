import { jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create backup</Button>
      <AlertDialog
        open={open}
        title="Backup"
        message="Backup failed. Check console for details."
        okLabel="OK"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('is an alert dialog with its message and OK focused; Enter dismisses it and focus returns', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Create backup' }));
    const alert = screen.getByRole('alertdialog', { name: 'Backup' });
    expect(alert).toHaveTextContent('Backup failed. Check console for details.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create backup' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Create backup' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
