import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  inlineEntryCss,
  precompressAssets,
  preloadFonts,
  routePreloads,
  shellTexts,
} from './vite-build-plugins';

/** The API server of `npm start` (apps/server); the dev server forwards to it. */
const API_SERVER_URL = 'http://localhost:3000';
const ASSETS_DIR = 'assets';
const CATALOGUE_ENGLISH = 'src/features/catalogue/locales/en.json';

export default defineConfig({
  plugins: [
    react(),
    routePreloads({
      // The lazily loaded modules of the pages issue 12 measures (app/router.tsx and
      // app/routes/catalogue-routes.tsx load the same ones), each with the catalogue's English
      // texts: i18next loads a namespace's fallback language with the page's own.
      routes: {
        '/': ['src/app/routes/home-route.tsx', CATALOGUE_ENGLISH],
        // The lobby's route loads the guests' prompt beside the page: on a phone it is the
        // lobby's largest paint, so its code must not wait for the page's to be known.
        '/casino': [
          'src/features/catalogue/lobby/lobby-page.tsx',
          'src/features/home/components/guest-prompt.tsx',
          CATALOGUE_ENGLISH,
        ],
        '/casino/*': [
          'src/features/catalogue/game/game-page.tsx',
          'src/features/auth/components/not-authenticated-card.tsx',
          CATALOGUE_ENGLISH,
        ],
      },
      // The translations create-i18n.ts loads for a locale: the main namespace (English is
      // bundled) and the catalogue's, which the home page, the lobby and a game page all read.
      localeModules: (moduleId) =>
        /[\\/]src[\\/](?:features[\\/]catalogue[\\/])?locales[\\/](\w+)\.json$/.exec(moduleId)?.[1],
    }),
    // The lobby's prompt to guests, drawn by the server in the loading screen (web-app.ts).
    shellTexts({
      localesDir: 'src/locales',
      keys: {
        guestPromptTitle: 'auth.notAuthenticated.title',
        guestPromptText: 'auth.notAuthenticated.text',
      },
    }),
    inlineEntryCss(),
    // Inter's regular Latin: every page's text, the loading screen's words included.
    preloadFonts(['inter-latin-400-normal.woff2']),
    precompressAssets(ASSETS_DIR),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_SERVER_URL },
      '/socket.io': { target: API_SERVER_URL, ws: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  build: {
    // The server serves dist/ and caches dist/assets/ (content-hashed names) for a long time.
    outDir: 'dist',
    assetsDir: ASSETS_DIR,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than our code: in a chunk of their own
        // they stay cached across our releases. The other libraries the first page needs make
        // one chunk; those of the pages loaded later are grouped by the set of pages that use
        // them, so a page waits not for all of MUI (issue 12). Small groups are not merged: a
        // merged group drags what its partner needs into every page that needs it (merging at
        // 4 KB made the home page load MUI's menus, selects and modals, ~28 KB gzip, and the dice
        // page ~52 KB it never runs; ADR 0024).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'ui',
              test: /node_modules[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
