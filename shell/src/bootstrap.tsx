import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@eoa/api-client';
import { i18n, useLanguageStore } from '@eoa/i18n';
// Importing the kit injects its stylesheet and applies the stored theme (data-theme on <html>) before the
// first render.
import { useThemeStore } from '@eoa/ui';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './app/query-client';
import { createFederationRemoteLoader } from './remotes/federation-remote-loader';
import './app/shell.css';

// The api-client is a shared singleton: this configures it for the remotes too.
configureApiClient({ getLanguage: () => i18n.language });

// Spec §1: dark by default; the store read the visitor's choice from localStorage when the kit loaded.
document.documentElement.dataset.theme = useThemeStore.getState().theme;

// Load the stored language's texts without holding up the first paint: bundled English shows meanwhile.
void useLanguageStore.getState().initialise();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()} remoteLoader={createFederationRemoteLoader()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
