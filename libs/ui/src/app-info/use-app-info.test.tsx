import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useAppInfo } from './use-app-info';
import { AppVersionStatus } from '../components/status-bar';

function wrapper() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}

function Probe() {
  const { data, isFallback, isLoading } = useAppInfo();
  return (
    <p data-testid="probe">
      {data.appVersion}|{data.dataVersion}|{String(isFallback)}|{String(isLoading)}
    </p>
  );
}

describe('useAppInfo', () => {
  const fetchMock = jest.fn<(input: string, init?: RequestInit) => Promise<unknown>>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the server versions from GET /api/homepage/app-info', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { appVersion: '0.1.0', dataVersion: 'Echoes of Angmar 2', lastUpdated: '2026-11-01T10:00:00Z' }),
    );
    const Wrapper = wrapper();
    render(
      <Wrapper>
        <Probe />
        <AppVersionStatus />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('0.1.0|Echoes of Angmar 2|false|false'));
    expect(fetchMock).toHaveBeenCalledTimes(1); // one shared query key: both users share one request
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/homepage/app-info');
    expect(screen.getByText('Version 0.1.0')).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByText('Data: Echoes of Angmar 2')).toBeInTheDocument();
  });

  it('falls back to 0.0.11 and Echoes of Angmar when the call fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { status: 500, code: 'test.failure', detail: 'boom', params: {} }));
    const Wrapper = wrapper();
    render(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    // While loading the defaults are shown too, so the status bar is never empty.
    expect(screen.getByTestId('probe')).toHaveTextContent('0.0.11|Echoes of Angmar|true|true');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('0.0.11|Echoes of Angmar|true|false'));
    expect(fetchMock).toHaveBeenCalledTimes(2); // one retry, then the fallback
  });

  it('falls back field by field on a partial answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { appVersion: '0.2.0' }));
    const Wrapper = wrapper();
    render(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('0.2.0|Echoes of Angmar|false|false'));
  });
});
