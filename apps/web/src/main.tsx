// Inter, self-hosted: the CSP allows fonts from our own origin only. Each file covers one
// weight; the browser downloads only the scripts (Latin, Cyrillic, …) a page uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createI18n } from './i18n/create-i18n';

const rootElement = document.getElementById('root');
if (rootElement === null) {
  throw new Error('index.html must contain <div id="root">');
}

const i18n = createI18n();
const queryClient = createQueryClient();
const router = createAppRouter(i18n);

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
