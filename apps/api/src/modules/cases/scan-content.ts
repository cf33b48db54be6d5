import type { ScanKind } from '@idl/api-contract';

/** How much of a file's start and end is read to tell what it is. */
export const SCAN_HEAD_BYTES = 64 * 1024;
export const SCAN_TAIL_BYTES = 1024;

const isText = (bytes: Buffer) => !bytes.includes(0);

/**
 * Binary STL: an 80-byte header, the triangle count (uint32, little-endian), then 50 bytes per
 * triangle. The header may itself begin with "solid", so the size is what decides.
 */
const isBinaryStl = (head: Buffer, size: number) =>
  head.length >= 84 && 84 + head.readUInt32LE(80) * 50 === size;

/** ASCII STL: "solid name", facets, and "endsolid" at the end. */
const isAsciiStl = (head: Buffer, tail: Buffer) => {
  if (!isText(head) || !isText(tail)) return false;
  const text = head.toString('latin1');
  return /^\s*solid\b/.test(text) && /\bfacet\s+normal\b/.test(text) && tail.includes('endsolid');
};

/** PLY: "ply", its format line, and the end of its header. */
const isPly = (head: Buffer) => {
  const text = head.toString('latin1');
  return (
    /^ply\r?\n/.test(text) &&
    /^format (ascii|binary_little_endian|binary_big_endian) 1\.0\s*$/m.test(text) &&
    /^end_header\r?$/m.test(text)
  );
};

/** The statements of Wavefront OBJ geometry files (and the material and grouping ones around them). */
const objStatement =
  /^(#.*|v|vt|vn|vp|f|l|p|o|g|s|mg|usemtl|mtllib|cstype|deg|bmat|step|curv|curv2|surf|parm|trim|hole|scrv|sp|end|con|bevel|c_interp|d_interp|lod|usemap|maplib|shadow_obj|trace_obj|ctech|stech)$/;

/** OBJ has no magic number: text whose every line is an OBJ statement, with vertices. */
const isObj = (head: Buffer) => {
  if (!isText(head)) return false;
  const lines = head.toString('latin1').split(/\r?\n/);
  // The last line of the head may be cut in the middle.
  if (lines.length > 1) lines.pop();
  let vertices = 0;
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const keyword = trimmed.startsWith('#') ? trimmed : trimmed.split(/\s+/)[0]!;
    if (!objStatement.test(keyword)) return false;
    if (/^v\s+[-+]?[\d.]/.test(trimmed)) vertices++;
  }
  return vertices > 0;
};

/**
 * What a scan file is, from its first `SCAN_HEAD_BYTES`, last `SCAN_TAIL_BYTES` and size, not from
 * its name; undefined when it is none of STL (binary or ASCII), PLY or OBJ.
 */
export function scanKindOfContent(head: Buffer, tail: Buffer, size: number): ScanKind | undefined {
  if (isBinaryStl(head, size) || isAsciiStl(head, tail)) return 'stl';
  if (isPly(head)) return 'ply';
  if (isObj(head)) return 'obj';
  return undefined;
}

/** The media type a scan is served with (PLY has no registered one). */
export const scanMediaTypes: Readonly<Record<ScanKind, string>> = {
  stl: 'model/stl',
  ply: 'application/octet-stream',
  obj: 'model/obj',
};
