import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: the apps, the workspace packages, dependencies and compiler settings. */
const inputs = ['apps/web', 'apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages'];
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Files under those folders that the build never reads (tests, stories, screenshot baselines). */
const notRead = /(\.test\.tsx?$|\.stories\.tsx?$|\.mdx$|\/__screenshots__\/|\/test\/)/;
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

/**
 * A fingerprint of the build's inputs (their paths and contents, committed or not) and of the
 * outputs' modification times, or null when it cannot be computed (no git).
 */
export function buildFingerprint(root: string): string | null {
  let files: string[];
  try {
    files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      .filter((file) => file !== '' && !notRead.test(file));
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of [...rootInputs, ...files.sort()]) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but still in the index
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  for (const file of outputs) {
    const full = path.join(root, file);
    hash.update(`${file}\0${existsSync(full) ? statSync(full).mtimeMs : 'missing'}\0`);
  }
  return hash.digest('hex');
}

const stampFile = (root: string) => path.join(root, 'node_modules/.cache/idl-e2e-build.sha256');

/** True when the last build was made by these same inputs and its outputs are untouched since. */
export function buildIsCurrent(root: string): boolean {
  const fingerprint = buildFingerprint(root);
  if (!fingerprint || !existsSync(stampFile(root))) return false;
  return readFileSync(stampFile(root), 'utf8') === fingerprint;
}

/** Remembers the inputs of the build that just finished. */
export function rememberBuild(root: string) {
  const fingerprint = buildFingerprint(root);
  if (!fingerprint) return;
  mkdirSync(path.dirname(stampFile(root)), { recursive: true });
  writeFileSync(stampFile(root), fingerprint);
}
