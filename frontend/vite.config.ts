// The SPA build. Root is this folder so `npm run build` from the repo root writes frontend/dist,
// which the local gateway and the CDK web construct both serve.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeDocuments } from './route-documents-plugin';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  publicDir: path.join(here, 'public'),
  plugins: [react(), routeDocuments()],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npm start` serves the API on one port; point a dev server at it with VITE_API_ORIGIN.
    proxy: process.env.VITE_API_ORIGIN
      ? { '/api': process.env.VITE_API_ORIGIN, '/config.json': process.env.VITE_API_ORIGIN }
      : undefined,
  },
});
