import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite/precompress.ts';

const apiTarget = 'http://127.0.0.1:8000';

const UI_BASE_MODULES =
  /node_modules[\\/](react-hook-form|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Anchor|ActionIcon|Box|Button|Center|CloseButton|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title|UnstyledButton))[\\/])/;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // Tests may sit beside the routes they cover; they are not routes.
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    precompress(),
  ],
  resolve: {
    // Resolve @listkeeper/shared to its TypeScript sources, so no prior build of the package is needed.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/docs': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The password scorer's dictionaries (about 1.6 MB, loaded only when a new password is typed) are
    // expected to be large; anything else past this size deserves the warning.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs in one file: fewer requests and better gzip than many slivers.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The form and layout building blocks the public screens (and most others) share.
            { name: 'ui-base', test: UI_BASE_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
});
