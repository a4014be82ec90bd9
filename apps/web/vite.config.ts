import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm start` (apps/server); the dev server forwards to it. */
const API_SERVER_URL = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: in their own chunks they stay cached
        // across our releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
          ],
        },
      },
    },
  },
});
