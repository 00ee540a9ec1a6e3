import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockReply, renderWithProviders } from '@eoa/ui/testing';
import { BugReportDialog } from './bug-report-dialog';

const LONG_DESCRIPTION = 'The crafting tree overlaps its labels when zoomed';

/** Puts a whole text into a field at once (typing is exercised in the counter test). */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderDialog(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const onClose = jest.fn();
  const view = renderWithProviders(<BugReportDialog open onClose={onClose} />, options);
  const dialog = screen.getByRole('dialog', { name: 'Report a Bug' });
  const submit = () => within(dialog).getByRole('button', { name: /^Submit/ });
  return { ...view, onClose, dialog, submit };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('BugReportDialog', () => {
  it('renders nothing while closed', () => {
    mockApi({});
    renderWithProviders(<BugReportDialog open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until a category is chosen and the description has 20 characters', async () => {
    mockApi({});
    const { user, dialog, submit } = renderDialog();
    const description = within(dialog).getByRole('textbox', { name: /description/i });

    expect(submit()).toBeDisabled();
    expect(within(dialog).getByText('0/20')).toBeInTheDocument();

    await user.type(description, 'Too short');
    expect(within(dialog).getByText('9/20')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a detailed description (minimum 20 characters)')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a bug category')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'ui');
    expect(within(dialog).queryByText('Please select a bug category')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    // Surrounding spaces do not count towards the minimum.
    await user.clear(description);
    await user.type(description, `   ${'a'.repeat(19)}   `);
    expect(within(dialog).getByText('19/20')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(description);
    await user.type(description, 'a'.repeat(20));
    expect(within(dialog).getByText('20/20')).toBeInTheDocument();
    expect(within(dialog).queryByText(/minimum 20 characters/)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('offers the six categories and shows the desktop-only note for mobile', async () => {
    mockApi({});
    const { user, dialog } = renderDialog();
    const category = within(dialog).getByRole('combobox', { name: /category/i });

    const options = within(category)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '');
    expect(options.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['ui', 'User interface'],
      ['performance', 'Performance'],
      ['data', 'Game data'],
      ['functionality', 'Functionality'],
      ['mobile', 'Mobile'],
      ['other', 'Other'],
    ]);

    const note = /desktop browsers only and will not be optimised for mobile/;
    expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
    await user.selectOptions(category, 'mobile');
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    await user.selectOptions(category, 'data');
    expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
  });

  it('shows the browser information read-only', () => {
    mockApi({});
    const { dialog } = renderDialog();
    const browser = within(dialog).getByRole('region', { name: 'Browser information' });
    expect(within(browser).getByText(navigator.userAgent)).toBeInTheDocument();
    expect(within(browser).getByText(navigator.language)).toBeInTheDocument();
    expect(within(browser).getByText(`${window.innerWidth}x${window.innerHeight}`)).toBeInTheDocument();
    expect(within(browser).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email (optional)')).toHaveAttribute('type', 'email');
  });

  it('posts the report as a Bug correction, shows its number, then closes itself after 3 seconds', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({ 'POST /api/corrections': { status: 201, body: { correctionId: 42 } } });
    const { user, dialog, submit, onClose } = renderDialog({
      userOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
    });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'performance');
    await fill(user, within(dialog).getByRole('textbox', { name: /description/i }), `  ${LONG_DESCRIPTION}  `);
    await user.type(within(dialog).getByRole('textbox', { name: /steps to reproduce/i }), '1. Open crafting');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Bilbo');
    await user.click(submit());

    expect(await within(dialog).findByText('Your bug report #42 has been submitted.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    const [request] = requestsTo(fetchMock, 'POST', '/api/corrections');
    expect(request?.body).toEqual({
      entityType: 'Bug',
      entityName: 'performance',
      fieldName: 'bug_report',
      reason: LONG_DESCRIPTION,
      currentValue: '1. Open crafting',
      suggestedValue: [
        `User agent: ${navigator.userAgent}`,
        `Language: ${navigator.language}`,
        `Viewport: ${window.innerWidth}x${window.innerHeight}`,
        `Platform: ${navigator.platform || 'Unknown'}`,
      ].join('\n'),
      userName: 'Bilbo',
    });

    act(() => jest.advanceTimersByTime(2900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables Submit and the ways to close while the report is being sent', async () => {
    let answer!: (reply: MockReply) => void;
    mockApi({ 'POST /api/corrections': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const { user, dialog, submit, onClose } = renderDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'ui');
    await fill(user, within(dialog).getByRole('textbox', { name: /description/i }), LONG_DESCRIPTION);
    await user.click(submit());

    // The form gives way to a sending view at once, so only the outcome is left to read afterwards.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sending your report…');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer({ status: 201, body: { correctionId: 7 } });
    expect(await within(dialog).findByText('Your bug report #7 has been submitted.')).toBeInTheDocument();
  });

  it.each([
    [
      'HTTP 429',
      { status: 429, body: { status: 429, code: 'test.failure', detail: 'Slow down', params: {} } },
      'Too many submissions. Please wait before submitting again.',
    ],
    [
      'a server error text',
      { status: 400, body: { status: 400, code: 'test.failure', detail: 'userEmail must be an email', params: {} } },
      'userEmail must be an email',
    ],
    ['no server text', { status: 502 }, 'Failed to submit bug report. Please try again.'],
    ['a network failure', { networkError: true as const }, 'Failed to submit bug report. Please try again.'],
  ])('shows the right text after %s and lets the user try again', async (_case, reply, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi({ 'POST /api/corrections': reply });
    const { user, dialog, submit, onClose } = renderDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'data');
    await fill(user, within(dialog).getByRole('textbox', { name: /description/i }), LONG_DESCRIPTION);
    await user.click(submit());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('textbox', { name: /description/i })).toHaveValue(LONG_DESCRIPTION);
    expect(submit()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(submit());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/corrections')).toHaveLength(2));
  });

  it('leaves empty optional fields out of the report', async () => {
    const fetchMock = mockApi({ 'POST /api/corrections': { status: 201, body: { correctionId: 3 } } });
    const { user, dialog, submit } = renderDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'other');
    await fill(user, within(dialog).getByRole('textbox', { name: /description/i }), LONG_DESCRIPTION);
    await user.type(within(dialog).getByRole('textbox', { name: /steps to reproduce/i }), '   ');
    await user.click(submit());

    await within(dialog).findByText('Your bug report #3 has been submitted.');
    const body = requestsTo(fetchMock, 'POST', '/api/corrections')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['entityName', 'entityType', 'fieldName', 'reason', 'suggestedValue']);
  });

  it('calls onClose from Cancel', async () => {
    mockApi({});
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
