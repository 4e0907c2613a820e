import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { isToasterWanted, subscribeToToasterWanted } from '@/lib/toast';
import { Toaster } from './shell-parts';

interface AppProviderProps {
  children: ReactNode;
  /** main.tsx passes the client it prefetched the session into; tests pass their own. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The toaster once it is wanted (lib/toast.ts): not part of a page's start, nor of its prerendered HTML.
  const toaster = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        {toaster && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
