import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreensPlugin } from './build/first-screens-plugin.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreensPlugin(webRoot)],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { target: 'es2022', sourcemap: false },
});
