import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockReply } from '@eoa/ui/testing';
import type { AppSetting } from '@eoa/contracts';
import { APP_INFO_QUERY_KEY } from '@eoa/ui';
import { SettingsPage } from './settings-page';

const SETTINGS: AppSetting[] = [
  { id: 1, settingKey: 'app_version', settingValue: '0.0.11', description: 'Application version shown in the homepage beta badge', updatedAt: '2026-11-20T10:00:00Z', updatedBy: 'system' },
  { id: 2, settingKey: 'data_version', settingValue: 'Echoes of Angmar', description: 'Name of the game data version', updatedAt: '2026-11-21T10:00:00Z', updatedBy: null },
];

afterEach(() => {
  jest.restoreAllMocks();
});

const renderPage = () => renderWithProviders(<SettingsPage />, { path: '/admin/settings' });
const card = (title: string) => screen.getByRole('form', { name: title });

describe('Settings page', () => {
  it('shows one card per setting: the key spelled out in capitals, description, value, Save and who updated it', async () => {
    mockApi({ 'GET /api/admin/settings': { body: SETTINGS } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'APP VERSION' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'App Settings' })).toBeInTheDocument();
    expect(screen.getByText('app_version is shown in the homepage beta badge and should follow semantic versioning (for example 0.0.11).')).toBeInTheDocument();
    const version = card('APP VERSION');
    expect(within(version).getByText('Application version shown in the homepage beta badge')).toBeInTheDocument();
    expect(within(version).getByRole('textbox', { name: 'Value' })).toHaveValue('0.0.11');
    expect(within(version).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(version).getByText(/^Last updated .+ by system$/)).toBeInTheDocument();
    expect(within(card('DATA VERSION')).getByText(/^Last updated /)).not.toHaveTextContent(' by ');
  });

  it('enables Save only while the value differs from the stored one, saves it and shows it stored', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    const api = mockApi({
      'GET /api/admin/settings': { body: SETTINGS },
      'PUT /api/admin/settings/data_version': () => new Promise<MockReply>((resolve) => (release = resolve)),
    });
    const { user, queryClient } = renderPage();
    queryClient.setQueryData(APP_INFO_QUERY_KEY, { appVersion: '0.0.11' });
    const input = within(await screen.findByRole('form', { name: 'DATA VERSION' })).getByRole('textbox', { name: 'Value' });
    const save = within(card('DATA VERSION')).getByRole('button', { name: 'Save' });
    await user.type(input, '!');
    expect(save).toBeEnabled();
    await user.type(input, '{Backspace}');
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Mines of Moria{Enter}');
    expect(within(card('DATA VERSION')).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(requestsTo(api, 'PUT', '/api/admin/settings/data_version')[0]!.body).toEqual({ value: 'Mines of Moria' });

    release({ body: { ...SETTINGS[1], settingValue: 'Mines of Moria', updatedBy: 'carol', updatedAt: '2026-11-26T12:00:00Z' } });
    await waitFor(() => expect(within(card('DATA VERSION')).getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(input).toHaveValue('Mines of Moria');
    expect(within(card('DATA VERSION')).getByText(/ by carol$/)).toBeInTheDocument();
    expect(queryClient.getQueryState(APP_INFO_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('hints when app_version is not a semantic version and shows the server’s refusal', async () => {
    mockApi({
      'GET /api/admin/settings': { body: SETTINGS },
      'PUT /api/admin/settings/app_version': {
        status: 400,
        body: { status: 400, code: 'test.failure', detail: 'app_version must be a semantic version (MAJOR.MINOR.PATCH, e.g. 0.0.11)', params: {} },
      },
    });
    const { user } = renderPage();
    const input = within(await screen.findByRole('form', { name: 'APP VERSION' })).getByRole('textbox', { name: 'Value' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    await user.type(input, 'v1.2');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This is not a semantic version: use MAJOR.MINOR.PATCH, for example 0.0.11.');
    await user.click(within(card('APP VERSION')).getByRole('button', { name: 'Save' }));
    expect(await within(card('APP VERSION')).findByRole('alert')).toHaveTextContent(
      'Failed to update app_version. Please try again. app_version must be a semantic version (MAJOR.MINOR.PATCH, e.g. 0.0.11)',
    );
    // Still the typed value, ready to be corrected; a valid one clears the hint.
    await user.clear(input);
    await user.type(input, '1.2.0-beta.1');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(card('APP VERSION')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to update {key}. Please try again." when the server gives no reason', async () => {
    mockApi({ 'GET /api/admin/settings': { body: SETTINGS }, 'PUT /api/admin/settings/data_version': { networkError: true } });
    const { user } = renderPage();
    const input = within(await screen.findByRole('form', { name: 'DATA VERSION' })).getByRole('textbox', { name: 'Value' });
    await user.type(input, ' II');
    await user.click(within(card('DATA VERSION')).getByRole('button', { name: 'Save' }));
    const alert = await within(card('DATA VERSION')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update data_version. Please try again.');
    expect(alert).not.toHaveTextContent('Network');
    expect(within(card('DATA VERSION')).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says "Failed to load app settings. Please try again." with Retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/settings': () => (fail ? { status: 503, body: { status: 503, code: 'test.failure', detail: 'Down', params: {} } } : { body: SETTINGS }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load app settings. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'DATA VERSION' })).toBeInTheDocument();
  });
});
