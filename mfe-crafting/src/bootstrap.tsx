import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { configureApiClient } from '@eoa/api-client';
import { i18n, useLanguageStore } from '@eoa/i18n';
import { useThemeStore } from '@eoa/ui';
import CraftingApp from './exposes/CraftingApp';

// Standalone mode (dev server, port 4002): this page provides what the shell provides when it hosts the remote
// (router, react-query, i18n, theme, api-client settings), and mounts the tool at its site path.
configureApiClient({ getLanguage: () => i18n.language });
document.documentElement.dataset.theme = useThemeStore.getState().theme;
void useLanguageStore.getState().initialise();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route path="/crafting/*" element={<CraftingApp />} />
            <Route path="*" element={<Navigate to="/crafting" replace />} />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);
