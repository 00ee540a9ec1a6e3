import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@eoa/i18n';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-loader';

export interface AppProvidersProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  children: ReactNode;
}

/** Everything the shell's pages and the remotes rendered inside it read from context. */
export function AppProviders({ queryClient, remoteLoader, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderProvider loader={remoteLoader}>{children}</RemoteLoaderProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
