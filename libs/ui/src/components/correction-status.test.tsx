import { render, screen } from '@testing-library/react';
import type { CorrectionStatus } from '@eoa/contracts';
import { CORRECTION_STATUS_TONES, CorrectionStatusBadge } from './correction-status';

describe('CorrectionStatusBadge', () => {
  it.each(Object.entries(CORRECTION_STATUS_TONES))('%s: the caller’s label in the status colour (%s)', (status, tone) => {
    render(<CorrectionStatusBadge status={status as CorrectionStatus} label={`label of ${status}`} />);
    expect(screen.getByText(`label of ${status}`)).toHaveClass('eoa-badge', `eoa-badge--${tone}`);
  });

  it('shows a status it does not know in grey', () => {
    render(<CorrectionStatusBadge status={'archived' as CorrectionStatus} label="Archived" />);
    expect(screen.getByText('Archived')).toHaveClass('eoa-badge--grey');
  });

  it('keeps the spec’s colours', () => {
    expect(CORRECTION_STATUS_TONES).toEqual({ pending: 'orange', in_progress: 'blue', approved: 'green', fixed: 'teal', rejected: 'red' });
  });
});
