// Bundles the API into ES modules: apps/api/dist/server.js and the chunks it loads on demand. npm
// packages stay external (loaded from node_modules); the workspace packages are TypeScript sources
// and are bundled in.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@idl/'));

// API_BUILD_OUTFILE: another place (the API tests' own server build, apart from the one the
// journeys build at the same time).
const outfile = process.env.API_BUILD_OUTFILE || new URL('./dist/server.js', import.meta.url).pathname;
const outdir = path.dirname(outfile);
const entry = path.basename(outfile, '.js');
// What the server loads only when first asked (the PDFs of contracts and lab tickets, with pdf-lib,
// its fonts and the QR code library) is split into chunks beside the entry, so a server that never
// writes a PDF never loads them (tens of MB of its memory). Chunks of an earlier build go first.
mkdirSync(outdir, { recursive: true });
for (const file of readdirSync(outdir, { withFileTypes: true }).filter((f) => f.isFile())) {
  if (file.name.startsWith(`${entry}-`) && /\.js(\.map)?$/.test(file.name))
    rmSync(path.join(outdir, file.name));
}

await build({
  entryPoints: { [entry]: new URL('./src/server.ts', import.meta.url).pathname },
  outdir,
  // In the entry's folder, not below it: code that finds files from import.meta.url (config.ts,
  // the fonts) resolves them the same from any chunk.
  chunkNames: `${entry}-[name]-[hash]`,
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
