import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// Importing the kit injects its stylesheet and applies the stored theme (data-theme on <html>) before the
// first render.
import { createQueryClient, startClientRuntime } from '@eoa/ui';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createFederationRemoteLoader } from './remotes/federation-remote-loader';
import './app/shell.css';

startClientRuntime();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()} remoteLoader={createFederationRemoteLoader()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
