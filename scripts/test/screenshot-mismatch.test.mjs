// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { describeScreenshotMismatch, screenshotPaths } from '../screenshot-mismatch.mjs';

/** A 40x30 picture of one backdrop colour with a white 10x10 "dialog" at (15, 10). */
/** @param {[number, number, number]} backdrop */
function modalPicture(backdrop, dialogAt = 15) {
  const png = new PNG({ width: 40, height: 30 });
  for (let y = 0; y < 30; y++) {
    for (let x = 0; x < 40; x++) {
      const inDialog = x >= dialogAt && x < dialogAt + 10 && y >= 10 && y < 20;
      const [r, g, b] = inDialog ? [255, 255, 255] : backdrop;
      png.data.set([r, g, b, 255], (y * 40 + x) * 4);
    }
  }
  return png;
}

/** Writes the pictures and returns a failure message as Vitest prints it (with colour codes). */
/** @param {PNG} reference @param {PNG} actual */
function failure(reference, actual) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mismatch-'));
  const [ref, act] = [path.join(dir, 'story.png'), path.join(dir, 'story-actual.png')];
  writeFileSync(ref, PNG.sync.write(reference));
  writeFileSync(act, PNG.sync.write(actual));
  return [
    'expect(element).toMatchScreenshot()',
    '',
    'Screenshot does not match the stored reference.',
    '937470 pixels (ratio 0.82) differ.',
    '',
    `Reference screenshot:\n  \u001b[32m${ref}\u001b[39m`,
    `\nActual screenshot:\n  \u001b[31m${act}\u001b[39m`,
    `\nDiff image:\n  ${path.join(dir, 'story-diff.png')}`,
  ].join('\n');
}

describe('a story picture that did not match, in words', () => {
  it('finds the reference and actual paths in a failure message with colour codes', () => {
    const message = failure(modalPicture([127, 131, 135]), modalPicture([127, 131, 135]));
    const { reference, actual } = screenshotPaths(message);
    expect(reference).toMatch(/story\.png$/);
    expect(actual).toMatch(/story-actual\.png$/);
  });

  it('says the backdrop became darker, outside the dialog only', () => {
    const said = describeScreenshotMismatch(
      failure(modalPicture([127, 131, 135]), modalPicture([57, 64, 71])),
    );
    expect(said).toContain('reference 40x30: top left rgb(127,131,135)');
    expect(said).toContain('actual 40x30: top left rgb(57,64,71)');
    expect(said).toContain('centre rgb(255,255,255)');
    expect(said).toContain('1100 pixels differ, within x 0..39, y 0..29');
    expect(said).toContain('the reference is mostly rgb(127,131,135) x1100');
    expect(said).toContain('the actual is mostly rgb(57,64,71) x1100');
  });

  it('gives the box of a dialog drawn elsewhere', () => {
    const said = describeScreenshotMismatch(
      failure(modalPicture([127, 131, 135]), modalPicture([127, 131, 135], 18)),
    );
    // Columns 15-17 lost the dialog, 25-27 gained it: 3 columns of 10 rows each side.
    expect(said).toContain('60 pixels differ, within x 15..27, y 10..19');
  });

  it('says so when nothing differs beyond a few levels', () => {
    const said = describeScreenshotMismatch(
      failure(modalPicture([127, 131, 135]), modalPicture([130, 133, 137])),
    );
    expect(said).toContain('no pixel differs by more than 6 of 255 in any channel');
  });

  it('says what it could not do rather than throw', () => {
    expect(describeScreenshotMismatch('Screenshot does not match.')).toBe(
      'the failure names no reference and actual picture',
    );
    expect(
      describeScreenshotMismatch(
        'Reference screenshot:\n  /nowhere/a.png\nActual screenshot:\n  /nowhere/b.png',
      ),
    ).toMatch(/^the pictures could not be read: ENOENT/);
  });
});
