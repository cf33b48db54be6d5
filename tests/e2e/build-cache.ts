import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a build reads and writes, so it can be skipped when nothing it reads has changed. */
export interface BuildInputs {
  /** Names the stamp file under node_modules/.cache. */
  name: string;
  /** Folders and files (tracked or not, ignored ones excepted) the build reads. */
  inputs: string[];
  /** Files under those inputs that the build never reads. */
  notRead: RegExp;
  /** Files the build writes: a build whose outputs were touched since is not current. */
  outputs: string[];
}

/** Root files every build reads: dependencies and compiler settings. */
const rootInputs = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];

/** What `npm run build` reads: the apps, the workspace packages, dependencies and compiler settings. */
export const appBuild: BuildInputs = {
  name: 'idl-e2e-build',
  inputs: ['apps/web', 'apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages'],
  // Tests, stories, docs pages and screenshot baselines are not part of the app.
  notRead: /(\.test\.tsx?$|\.stories\.tsx?$|\.mdx$|\/__screenshots__\/|\/test\/)/,
  // The server renderer too: without it the server sends public pages unrendered, and a build
  // whose dist-server went missing (or was left from other sources) must be made again.
  outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/api/dist/server.js'],
};

/**
 * A fingerprint of the build's inputs (their paths and contents, committed or not) and of the
 * outputs' modification times, or null when it cannot be computed (no git).
 */
export function buildFingerprint(root: string, build: BuildInputs = appBuild): string | null {
  let files: string[];
  try {
    files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...build.inputs],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      .filter((file) => file !== '' && !build.notRead.test(file));
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of [...rootInputs, ...files.sort()]) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but still in the index
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  for (const file of build.outputs) {
    const full = path.join(root, file);
    hash.update(`${file}\0${existsSync(full) ? statSync(full).mtimeMs : 'missing'}\0`);
  }
  return hash.digest('hex');
}

const stampFile = (root: string, build: BuildInputs) =>
  path.join(root, `node_modules/.cache/${build.name}.sha256`);

/** True when the last build was made by these same inputs and its outputs are untouched since. */
export function buildIsCurrent(root: string, build: BuildInputs = appBuild): boolean {
  const fingerprint = buildFingerprint(root, build);
  if (!fingerprint || !existsSync(stampFile(root, build))) return false;
  return readFileSync(stampFile(root, build), 'utf8') === fingerprint;
}

/** Remembers the inputs of the build that just finished. */
export function rememberBuild(root: string, build: BuildInputs = appBuild) {
  const fingerprint = buildFingerprint(root, build);
  if (!fingerprint) return;
  mkdirSync(path.dirname(stampFile(root, build)), { recursive: true });
  writeFileSync(stampFile(root, build), fingerprint);
}
