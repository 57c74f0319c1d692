// First: it must run before any zod schema is built.
import './lib/zod-without-eval';
import './app/critical-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { I18nProvider } from './lib/i18n/i18n-provider';
import { router } from './app/router';
import { fetchCsrfToken } from './lib/api-client';
import { initialLanguage, needAllWords, showLanguage } from './lib/i18n/language-store';
import { getCurrentUser } from './lib/query-client';
import { whenIdle } from './lib/when-idle';

// docs/api.md#spec-7: the CSRF token is fetched once on start.
void fetchCsrfToken().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The page's language (docs/decisions/070): its catalog is here before anything is shown. English
// is in the main chunk, so for it this waits for nothing.
const languageReady = showLanguage(initialLanguage(getCurrentUser()?.language)).catch(() => {});

function render(container: HTMLElement) {
  void languageReady.then(() => mount(container));
}

function mount(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <I18nProvider>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const loadFullStyles = () => import('./lib/full-styles');
if (window.location.pathname === '/') {
  // The landing page paints with the critical styles and its own words (decision 091); the rest
  // of both arrives before the next page.
  render(root);
  whenIdle(() => {
    void loadFullStyles();
    void needAllWords().catch(() => undefined);
  });
} else {
  // Other pages may use any component: wait for the full styles so nothing flashes unstyled
  // (but never more than a few seconds: a slow stylesheet must not keep the page blank).
  const patience = new Promise((resolve) => setTimeout(resolve, 3000));
  void Promise.race([loadFullStyles(), patience])
    .catch(() => undefined)
    .finally(() => render(root));
}
