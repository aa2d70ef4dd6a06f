import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const englishCatalogue = path.resolve(import.meta.dirname, 'src/web/i18n/en.ts');

/**
 * Each i18n feature file holds its Dutch and English texts side by side, but the Dutch catalogue
 * ships in the first-load chunk and the English one loads only when chosen (decision 150). A
 * bundler splits by module, not by export, so en.ts gets its own copy of every module it imports
 * (`?catalogue=en`): tree-shaking keeps only the English exports there and only the Dutch ones in
 * the entry. The modules are plain data, so the two copies share no state.
 */
function splitEnglishCatalogue(): Plugin {
  return {
    name: 'split-english-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== englishCatalogue || !source.startsWith('./')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?catalogue=en` : null;
    },
  };
}

// The web app lives in src/web; the built files go to dist/web and are served by Fastify.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [splitEnglishCatalogue(), react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: left alone, the bundler splits the modules
        // the entry shares with lazy chunks (icons, Button, session...) into ~20 tiny files, each
        // one more request on a slow mobile connection.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
