import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

const BLOCK = 1024 * 1024;

/**
 * A binary STL of `triangles` triangles whose bytes are a function of their position, so any
 * range of it can be made again (a resumed part) without holding the file: 1 MB at a time.
 */
export function binaryStl(triangles: number) {
  const size = 84 + triangles * 50;
  const block = (index: number) => {
    const bytes = Buffer.alloc(BLOCK, index % 251);
    // Each block different, so a part written at the wrong place changes the file's hash.
    for (let at = 0; at + 4 <= BLOCK; at += 4096) bytes.writeUInt32LE((index * 7919 + at) >>> 0, at);
    if (index === 0) {
      bytes.fill(0, 0, 84);
      bytes.write('binary STL made by the scan tests', 0, 'latin1');
      bytes.writeUInt32LE(triangles, 80);
    }
    return bytes;
  };
  /** The bytes from `start` (inclusive) to `end` (exclusive), streamed. */
  function range(start: number, end = size): Readable {
    return Readable.from(
      (function* () {
        for (let at = start; at < end;) {
          const index = Math.floor(at / BLOCK);
          const from = at - index * BLOCK;
          const to = Math.min(BLOCK, end - index * BLOCK);
          yield block(index).subarray(from, to);
          at = index * BLOCK + to;
        }
      })(),
      { objectMode: false },
    );
  }
  async function sha256() {
    const hash = createHash('sha256');
    for await (const chunk of range(0)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
  return { size, range, sha256 };
}

export const asciiStl = Buffer.from(
  'solid tooth\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid tooth\n',
);
export const asciiPly = Buffer.from(
  'ply\nformat ascii 1.0\ncomment intraoral scan\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n',
);
export const obj = Buffer.from('# lower jaw\no jaw\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nf 1 2 3\n');
