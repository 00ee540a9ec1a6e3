import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useLanguageStore } from '@eoa/i18n';
import { mockApi, requestsTo, type MockReply, renderWithProviders } from '@eoa/ui/testing';
import { LanguageFlags } from './language-flags';
import { LanguagePicker } from './language-picker';

const languages = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
];

afterEach(async () => {
  jest.restoreAllMocks();
  useLanguageStore.setState({ language: 'en', loading: false });
  await i18n.changeLanguage('en');
  localStorage.clear();
});

/** A ui-translations answer the test releases when it wants, to observe the loading state. */
function deferredTranslations() {
  let release!: () => void;
  const answer = new Promise<MockReply>((resolve) => {
    release = () => resolve({ body: { 'shell:home.openTool': 'Werkzeug öffnen' } });
  });
  return { answer, release };
}

describe('LanguageFlags', () => {
  it('offers en, de, fr and ru as flag buttons and marks the current language', async () => {
    mockApi({ 'GET /api/language/available': { body: languages } });
    renderWithProviders(<LanguageFlags />);

    const group = screen.getByRole('group', { name: 'Choose your language' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Русский',
    ]);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'false');
    const flag = screen.getByRole('button', { name: 'Deutsch' }).querySelector('img');
    expect(flag?.getAttribute('src')).toMatch(/flags\/de\.svg$/);
  });

  it('shows the uppercase code when a flag image cannot be loaded', async () => {
    mockApi({ 'GET /api/language/available': { body: languages } });
    renderWithProviders(<LanguageFlags />);

    const french = screen.getByRole('button', { name: 'Français' });
    expect(within(french).queryByText('FR')).not.toBeInTheDocument();
    fireEvent.error(french.querySelector('img')!);

    expect(await within(french).findByText('FR')).toBeInTheDocument();
    expect(french.querySelector('img')).toBeNull();
    // Only the broken flag falls back.
    expect(screen.getByRole('button', { name: 'Deutsch' }).querySelector('img')).not.toBeNull();
  });

  it('switches the language through the store, with a loading indicator meanwhile', async () => {
    const translations = deferredTranslations();
    const fetchMock = mockApi({
      'GET /api/language/available': { body: languages },
      'GET /api/language/ui-translations': () => translations.answer,
    });
    const { user } = renderWithProviders(<LanguageFlags />);

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Loading language…');
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'GET', '/api/language/ui-translations')[0]?.query.get('lang')).toBe('de');

    translations.release();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(useLanguageStore.getState().language).toBe('de');
    expect(localStorage.getItem('eoa.language')).toBe('de');
    expect(i18n.t('shell:home.openTool')).toBe('Werkzeug öffnen');
  });

  it('uses the built-in language names when the language list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'GET /api/language/available': { status: 503, body: { status: 503, code: 'test.failure', detail: 'Down', params: {} } },
    });
    const { queryClient } = renderWithProviders(<LanguageFlags />);

    await waitFor(() => expect(queryClient.getQueryState(['language', 'available'])?.status).toBe('error'));
    expect(requestsTo(fetchMock, 'GET', '/api/language/available')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Русский' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});

describe('LanguagePicker', () => {
  it('lists the languages by their own names and switches on change', async () => {
    mockApi({
      'GET /api/language/available': { body: languages },
      'GET /api/language/ui-translations': { body: {} },
    });
    const { user } = renderWithProviders(<LanguagePicker />);

    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Русский',
    ]);

    await user.selectOptions(select, 'fr');

    await waitFor(() => expect(useLanguageStore.getState().language).toBe('fr'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
  });
});
