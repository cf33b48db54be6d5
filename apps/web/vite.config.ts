import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `x.js.br` and `x.js.gz` beside every text asset, so the server sends compressed files
 * without compressing per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'idl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.*\.(js|css|svg)$/.test(file));
      for (const file of files) {
        const full = path.join(outDir, file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Libraries every page needs, in one long-cached chunk that app releases do not invalidate. */
const frameworkPackages =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack)\//;

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer's build (dist-server) needs none of the site's public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its widgets' strings in some 35 languages; the site is in English and pins
    // react-aria to en-US (SiteLocale in App), so only those strings are bundled.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), apply: 'build' },
    isSsrBuild ? undefined : precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for the bundle-budget test (which reads their sources) but not referenced by
    // the scripts, and the server never serves them: the front end's source is not public.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (the bundle budget
    // test in tests/e2e reads it).
    manifest: true,
    // No inline scripts or styles: the content security policy forbids them.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'framework', test: frameworkPackages }],
        },
      },
    },
  },
  server: {
    proxy: { '/interdentallab': 'http://localhost:8080' },
  },
}));
