import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@eoa/i18n';
import { createQueryClient, startClientRuntime } from '@eoa/ui';
import AdminApp from './exposes/AdminApp';

// Standalone mode (dev server, port 4005): the area alone at its site path. Like the shell it runs in a data router
// (createBrowserRouter), so the quest editor's leave warning works here as it does in the site.
startClientRuntime();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);
