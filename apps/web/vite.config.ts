import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreensPlugin } from './build/first-screens-plugin.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server's copy of the app, which draws first screens (src/entry-server.tsx, decision 022): built into
        // dist/.ssr after the browser's build, whose public files it needs none of.
        plugins: [react()],
        publicDir: false,
        // Everything in the bundle, in React's production build (the server sets no NODE_ENV, and React's
        // development build renders several times slower).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          target: 'node20',
          sourcemap: false,
          outDir: 'dist/.ssr',
          emptyOutDir: false,
          copyPublicDir: false,
        },
      }
    : {
        plugins: [react(), tailwindcss(), firstScreensPlugin(webRoot)],
        server: { port: 5173, proxy: { '/api': apiTarget } },
        build: {
          target: 'es2022',
          sourcemap: false,
          modulePreload: {
            // Every browser we serve knows modulepreload (Chrome for Android since 66); an older one only skips it.
            polyfill: false,
            // index.html already preloads the app's code (build/first-screens-plugin.ts): the entry's import of it
            // needs no list of its own.
            resolveDependencies: (filename, deps, { hostType }) =>
              hostType === 'js' && /^assets\/main-[\w-]+\.js$/.test(filename) ? [] : deps,
          },
        },
      },
);
