import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { captureInstallPrompt } from './features/install-app/utils/install-prompt-event';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Chromium offers installing once, early; the signed-in home's install card shows it later.
captureInstallPrompt();
registerServiceWorker();

const router = createAppRouter();
// Every page waits for the session: ask for it now, alongside the texts and the page's code.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions());

// The active language's shell texts arrive in parallel with the first page's code and the
// session (both started above); rendering waits for them so no key is ever painted.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
