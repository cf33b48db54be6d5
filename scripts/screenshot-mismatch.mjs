import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * What a story picture that did not match looked like, in words: CI keeps its log, not its images.
 * Given the message of a failed `toMatchScreenshot` (which names the reference, actual and diff
 * files), it reads the reference and the actual picture and says, for each, the colour at the
 * corners and the centre, and where they differ: the box around the differing pixels and the
 * commonest colours there on each side. A modal whose backdrop is darker, missing or another shade
 * shows as one colour pair; a dialog drawn elsewhere as a box.
 */

/** @typedef {[number, number, number, number]} Rgba */

/** The reference, actual and diff paths a toMatchScreenshot failure names (colours stripped). */
/** @param {string} message @returns {{ reference?: string, actual?: string }} */
export function screenshotPaths(message) {
  // eslint-disable-next-line no-control-regex -- the message carries terminal colour codes
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const after = (/** @type {string} */ label) =>
    new RegExp(`${label} screenshot:\\s*\\n\\s*(\\S+\\.png)`).exec(plain)?.[1];
  return { reference: after('Reference'), actual: after('Actual') };
}

const colour = (/** @type {Rgba} */ [r, g, b, a]) =>
  a === 255 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${a})`;

/** @param {PNG} png @param {number} x @param {number} y @returns {Rgba} */
function pixel(png, x, y) {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
}

/** The colours at the corners and the centre. */
/** @param {PNG} png */
function samples(png) {
  const { width: w, height: h } = png;
  /** @type {[string, number, number][]} */
  const points = [
    ['top left', 2, 2],
    ['top right', w - 3, 2],
    ['bottom left', 2, h - 3],
    ['bottom right', w - 3, h - 3],
    ['centre', Math.floor(w / 2), Math.floor(h / 2)],
  ];
  return points.map(([name, x, y]) => `${name} ${colour(pixel(png, x, y))}`).join(', ');
}

/** The most frequent colours of a list, with their counts. */
/** @param {Map<string, number>} colours */
function commonest(colours, count = 3) {
  return [...colours.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([c, n]) => `${c} x${n}`)
    .join(', ');
}

/** Two pictures compared in words (a channel that moves by more than 6 of 255 counts). */
/** @param {PNG} reference @param {PNG} actual */
export function comparePictures(reference, actual) {
  const lines = [
    `reference ${reference.width}x${reference.height}: ${samples(reference)}`,
    `actual ${actual.width}x${actual.height}: ${samples(actual)}`,
  ];
  const width = Math.min(reference.width, actual.width);
  const height = Math.min(reference.height, actual.height);
  let differing = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  /** @type {Map<string, number>} */
  const was = new Map();
  /** @type {Map<string, number>} */
  const is = new Map();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = pixel(reference, x, y);
      const b = pixel(actual, x, y);
      if (a.every((v, i) => Math.abs(v - b[i]) <= 6)) continue;
      differing++;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
      was.set(colour(a), (was.get(colour(a)) ?? 0) + 1);
      is.set(colour(b), (is.get(colour(b)) ?? 0) + 1);
    }
  }
  if (differing === 0) {
    lines.push('no pixel differs by more than 6 of 255 in any channel');
  } else {
    lines.push(
      `${differing} pixels differ, within x ${left}..${right}, y ${top}..${bottom}`,
      `  there the reference is mostly ${commonest(was)}`,
      `  and the actual is mostly ${commonest(is)}`,
    );
  }
  return lines.join('\n');
}

/** The comparison of the pictures a toMatchScreenshot failure names, or why it cannot be made. */
/** @param {string} message */
export function describeScreenshotMismatch(message) {
  const { reference, actual } = screenshotPaths(message);
  if (!reference || !actual) return 'the failure names no reference and actual picture';
  try {
    return comparePictures(PNG.sync.read(readFileSync(reference)), PNG.sync.read(readFileSync(actual)));
  } catch (error) {
    return `the pictures could not be read: ${/** @type {Error} */ (error).message}`;
  }
}
