import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No inline scripts or styles: the content security policy forbids them.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/interdentallab': 'http://localhost:8080' },
  },
});
