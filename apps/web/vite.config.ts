import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';
import { preparseCatalogs } from './preparse-catalogs-plugin';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), preparseCatalogs(), precompress()],
  server: {
    proxy: { '/api': api, '/files': api, '/share': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The contract's modules only declare schemas and constants: let Rollup drop the ones a
      // chunk does not use, so a page that needs MESSAGES does not carry every zod schema.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contract/') },
    },
  },
});
