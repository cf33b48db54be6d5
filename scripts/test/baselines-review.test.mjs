// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../baselines-review.mjs');

/** A white picture with the given pixels red. */
function picture(width, height, red = []) {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of red) {
    const at = (y * width + x) * 4;
    png.data[at + 1] = 0;
    png.data[at + 2] = 0;
  }
  return PNG.sync.write(png);
}

describe('npm run screenshots:review', () => {
  let repo;
  const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  const shots = 'packages/ds/src/Card/__screenshots__/Card.stories.tsx';
  const write = (name, bytes) => {
    mkdirSync(path.join(repo, shots), { recursive: true });
    writeFileSync(path.join(repo, shots, name), bytes);
  };
  const review = (...args) => execFileSync('node', [script, ...args], { cwd: repo, encoding: 'utf8' });

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'baselines-review-'));
    git('init', '-q');
    git('config', 'user.email', 'qa@example.com');
    git('config', 'user.name', 'QA');
    write('default.png', picture(20, 10));
    write('phone.png', picture(8, 8));
    write('gone.png', picture(4, 4));
    git('add', '.');
    git('commit', '-q', '-m', 'baselines');
  });

  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('says so when every baseline is as committed', () => {
    expect(review()).toContain('No screenshot baseline differs from HEAD.');
    expect(readFileSync(path.join(repo, 'test-results/baselines/index.html'), 'utf8')).toContain(
      'None: every baseline is as committed.',
    );
  });

  it('shows old, new and the difference of each changed baseline, added and removed ones too', () => {
    write(
      'default.png',
      picture(20, 10, [
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    );
    write('phone.png', picture(8, 12));
    write('new-state.png', picture(6, 6));
    rmSync(path.join(repo, shots, 'gone.png'));

    const printed = review();
    expect(printed).toContain('Screenshot baselines that differ from HEAD: 2 changed, 1 added, 1 removed.');
    expect(printed).toContain(`${shots}/default.png: 3 pixels differ`);
    // A picture that grew compares whole: the new rows differ.
    expect(printed).toContain(`${shots}/phone.png: 32 pixels differ, size 8x8 -> 8x12`);
    expect(printed).toContain(`${shots}/new-state.png: added`);
    expect(printed).toContain(`${shots}/gone.png: removed`);
    // The most changed first.
    expect(printed.indexOf('phone.png')).toBeLessThan(printed.indexOf('default.png'));

    const out = path.join(repo, 'test-results/baselines');
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const slug = `${shots}/default.png`.replace(/[^a-z0-9]+/gi, '-');
    expect(html).toContain(`src="${slug}.old.png"`);
    expect(html).toContain(`src="../../${shots}/default.png"`);
    expect(html).toContain(`src="${slug}.diff.png"`);
    // The old picture is the committed one, and the difference marks exactly the changed pixels.
    expect(readFileSync(path.join(out, `${slug}.old.png`))).toEqual(picture(20, 10));
    const diff = PNG.sync.read(readFileSync(path.join(out, `${slug}.diff.png`)));
    const marked = [];
    for (let y = 0; y < diff.height; y++)
      for (let x = 0; x < diff.width; x++) {
        const at = (y * diff.width + x) * 4;
        if (diff.data[at] === 255 && diff.data[at + 1] === 0 && diff.data[at + 2] === 0) marked.push([x, y]);
      }
    expect(marked).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('compares with another commit when told', () => {
    write('default.png', picture(20, 10, [[0, 0]]));
    git('commit', '-q', '-am', 'redrawn');
    expect(review()).toContain('No screenshot baseline differs from HEAD.');
    expect(review('--against', 'HEAD~1')).toContain(`${shots}/default.png: 1 pixels differ`);
  });
});
