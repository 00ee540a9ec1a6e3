import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@eoa/i18n';
import { createQueryClient } from './create-query-client';
import { startClientRuntime } from './start-client-runtime';

export interface StandaloneRemoteOptions {
  /** The tool's site path, e.g. '/loot-tables': the remote's routes are relative to it, as in the shell. */
  basePath: string;
  App: ComponentType;
}

/**
 * A remote's standalone page (its own dev server): provides what the shell provides when it hosts the remote
 * (router, react-query, i18n, theme, api-client settings) and mounts the tool at its site path.
 */
export function mountStandaloneRemote({ basePath, App }: StandaloneRemoteOptions): void {
  startClientRuntime();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <Routes>
              <Route path={`${basePath}/*`} element={<App />} />
              <Route path="*" element={<Navigate to={basePath} replace />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
