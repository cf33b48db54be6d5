// Writes test-results/index.html: every story and journey that failed, with its screenshots
// (baseline, actual, difference) and Playwright traces, for a reviewer to open in a browser.
//   node scripts/test-report.mjs [results dir]
// Stories leave test-results/stories/<story file dir>/<story file>/<name>-{actual,diff,reference}-*.png
// (vitest.config.ts) and traces in test-results/stories/traces/<story file>/; journeys leave
// test-results/e2e/<journey>/<test>.png and .trace.zip (tests/e2e/failure-evidence.ts).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results');
const root = path.dirname(dir);

function walk(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const link = (file) => escape(path.relative(dir, file).split(path.sep).join('/'));

/** One entry per failed screenshot or journey test: a title, images and traces. */
const entries = new Map();
const entry = (key, title) => {
  if (!entries.has(key)) entries.set(key, { title, images: [], traces: [] });
  return entries.get(key);
};

// Pictures that matched on a second look (vitest.setup.storybook.ts) keep their first look's files.
const secondLooksFile = path.join(dir, 'second-looks.jsonl');
const secondLooks = new Set(
  existsSync(secondLooksFile)
    ? readFileSync(secondLooksFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).screenshot)
    : [],
);

const storyFiles = walk(path.join(dir, 'stories'));
for (const file of storyFiles) {
  const match = /^(.*)-(actual|diff|reference)(-[^/]*)?\.png$/.exec(path.basename(file));
  if (!match) continue;
  const storyFile = path.dirname(file); // .../stories/<dir>/<Name.stories.tsx>
  const fromRoot = path.relative(path.join(dir, 'stories'), storyFile);
  const key = `story:${fromRoot}:${match[1]}`;
  const again = secondLooks.has(match[1]) ? ' (its first look; it matched on a second look)' : '';
  const item = entry(key, `Story ${fromRoot}: screenshot "${match[1]}"${again}`);
  item.images.push({ label: match[2], file });
  const baseline = path.join(
    root,
    path.dirname(fromRoot),
    '__screenshots__',
    path.basename(fromRoot),
    `${match[1]}.png`,
  );
  if (match[2] === 'actual' && existsSync(baseline))
    item.images.push({ label: 'baseline (committed)', file: baseline });
}
for (const file of storyFiles.filter((f) => f.endsWith('.trace.zip')))
  entry(
    `trace:${file}`,
    `Story trace ${path.basename(path.dirname(file))}: ${path.basename(file, '.trace.zip')}`,
  ).traces.push(file);

for (const file of walk(path.join(dir, 'e2e'))) {
  const test = path.relative(path.join(dir, 'e2e'), file).replace(/(-\d+)?(\.png|\.trace\.zip)$/, '');
  const item = entry(`e2e:${test}`, `Journey ${test.replace('/', ': ')}`);
  if (file.endsWith('.png')) item.images.push({ label: 'page when it failed', file });
  else item.traces.push(file);
}

const order = { baseline: 0, reference: 1, actual: 2, diff: 3 };
const rank = (label) => order[label.split(' ')[0]] ?? 4;
const sections = [...entries.values()].map(
  ({ title, images, traces }) => `<section><h2>${escape(title)}</h2>
<div class="images">${images
    .sort((a, b) => rank(a.label) - rank(b.label))
    .map(
      ({ label, file }) =>
        `<figure><a href="${link(file)}"><img src="${link(file)}" alt="${escape(label)}"></a><figcaption>${escape(label)}: ${link(file)}</figcaption></figure>`,
    )
    .join('')}</div>
${traces.map((file) => `<p>Trace: <a href="${link(file)}">${link(file)}</a> (open with <code>npx playwright show-trace ${escape(path.relative(root, file))}</code>)</p>`).join('\n')}
</section>`,
);

if (sections.length > 0) {
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Test failures</title>
<style>body{font:14px system-ui;margin:2rem}figure{display:inline-block;margin:0 1rem 1rem 0;vertical-align:top}img{max-width:420px;border:1px solid #ccc}figcaption{font-size:12px;color:#555;max-width:420px;word-break:break-all}</style>
<h1>Failed stories and journeys (${sections.length})</h1>
<p>Logs of every test group are in <a href="logs/">logs/</a>.</p>
${sections.join('\n')}
</html>\n`,
  );
  console.log(`\n Screenshots and traces of ${sections.length} failure(s): open test-results/index.html`);
}
