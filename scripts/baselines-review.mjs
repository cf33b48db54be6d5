// Shows every story screenshot baseline that differs from a commit (HEAD unless told), old and new
// and their difference side by side, so a changed picture is looked at before it is committed:
//   npm run test:update-screenshots     redraw the baselines after an intended visual change
//   npm run screenshots:review          then open test-results/baselines/index.html
//   node scripts/baselines-review.mjs [--against <commit>] [--out <dir>]
// Changed baselines are listed by how many pixels changed, most first; added and removed
// baselines are listed too. Exits 0 whether or not anything changed (it is a review, not a test).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const against = option('--against', 'HEAD');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const out = path.resolve(option('--out', path.join(root, 'test-results/baselines')));

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: root, encoding: 'buffer', maxBuffer: 1 << 30 });

/** Baselines that differ from `against`, in the working tree (committed or not) or new and untracked. */
function changedBaselines() {
  const isBaseline = (file) => /(^|\/)__screenshots__\/.+\.png$/.test(file);
  const changes = new Map();
  for (const line of git('diff', '--name-status', '--no-renames', against, '--').toString().split('\n')) {
    const [status, file] = line.split('\t');
    if (file && isBaseline(file))
      changes.set(file, status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed');
  }
  for (const file of git('ls-files', '--others', '--exclude-standard').toString().split('\n')) {
    if (isBaseline(file)) changes.set(file, 'added');
  }
  return [...changes].map(([file, kind]) => ({ file, kind }));
}

/** `png` drawn on a transparent canvas of width x height (pictures of different sizes compare whole). */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas;
}

const slug = (file) => file.replace(/[^a-z0-9]+/gi, '-');

function compare({ file, kind }) {
  const entry = { file, kind, old: null, new: null, diff: null, pixels: 0, note: '' };
  if (kind !== 'added') {
    entry.old = path.join(out, `${slug(file)}.old.png`);
    writeFileSync(entry.old, git('show', `${against}:${file}`));
  }
  if (kind !== 'removed') entry.new = path.join(root, file);
  if (kind !== 'changed') return entry;
  const before = PNG.sync.read(readFileSync(entry.old));
  const after = PNG.sync.read(readFileSync(entry.new));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  if (before.width !== after.width || before.height !== after.height) {
    entry.note = `size ${before.width}x${before.height} -> ${after.width}x${after.height}`;
  }
  const diff = new PNG({ width, height });
  // The same tolerance for anti-aliasing as the story tests (vitest.config.ts).
  entry.pixels = pixelmatch(
    padded(before, width, height).data,
    padded(after, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0.02 },
  );
  entry.diff = path.join(out, `${slug(file)}.diff.png`);
  writeFileSync(entry.diff, PNG.sync.write(diff));
  return entry;
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const link = (file) => escape(path.relative(out, file).split(path.sep).join('/'));
const figure = (label, file) =>
  file
    ? `<figure><a href="${link(file)}"><img src="${link(file)}" alt="${escape(label)}"></a><figcaption>${escape(label)}</figcaption></figure>`
    : `<figure class="none"><figcaption>${escape(label)}: none</figcaption></figure>`;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const order = { changed: 0, added: 1, removed: 2 };
const entries = changedBaselines()
  .map(compare)
  .sort((a, b) => order[a.kind] - order[b.kind] || b.pixels - a.pixels || a.file.localeCompare(b.file));

const summary = (entry) =>
  entry.kind === 'changed'
    ? `${entry.pixels.toLocaleString('en-US')} pixels differ${entry.note ? `, ${entry.note}` : ''}`
    : entry.kind;
const sections = entries.map(
  (entry) => `<section><h2>${escape(entry.file)}</h2><p>${escape(summary(entry))}</p>
<div class="images">${figure(`old (${against})`, entry.old)}${figure('new (working tree)', entry.new)}${
    entry.kind === 'changed' ? figure('difference (red)', entry.diff) : ''
  }</div></section>`,
);
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Changed screenshot baselines</title>
<style>body{font:14px system-ui;margin:2rem}figure{display:inline-block;margin:0 1rem 1rem 0;vertical-align:top}img{max-width:420px;border:1px solid #ccc}figcaption{font-size:12px;color:#555}</style>
<h1>Screenshot baselines that differ from ${escape(against)} (${entries.length})</h1>
${entries.length === 0 ? '<p>None: every baseline is as committed.</p>' : sections.join('\n')}
</html>\n`,
);

const counts = Object.keys(order)
  .map((kind) => [kind, entries.filter((entry) => entry.kind === kind).length])
  .filter(([, n]) => n > 0)
  .map(([kind, n]) => `${n} ${kind}`);
console.log(
  entries.length === 0
    ? `No screenshot baseline differs from ${against}.`
    : `Screenshot baselines that differ from ${against}: ${counts.join(', ')}.`,
);
for (const entry of entries) console.log(`  ${entry.file}: ${summary(entry)}`);
if (existsSync(path.join(out, 'index.html'))) {
  console.log(
    `Old, new and difference side by side: ${path.relative(process.cwd(), path.join(out, 'index.html'))}`,
  );
}
