// Bundles the API into one ES module. npm packages stay external (loaded from node_modules);
// the workspace packages are TypeScript sources and are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@idl/'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  // API_BUILD_OUTFILE: another place (the API tests' own server build, apart from the one the
  // journeys build at the same time).
  outfile: process.env.API_BUILD_OUTFILE || new URL('./dist/server.js', import.meta.url).pathname,
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
