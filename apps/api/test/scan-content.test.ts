import { describe, expect, it } from 'vitest';
import { scanKindOfContent } from '../src/modules/cases/scan-content';
import { byteRange } from '../src/modules/cases/scans.service';
import { asciiPly, asciiStl, binaryStl, obj } from './scan-files';

/** What the server sees of a whole small file: its start, its end and its size. */
const kindOf = (bytes: Buffer) =>
  scanKindOfContent(
    bytes.subarray(0, 64 * 1024),
    bytes.subarray(Math.max(0, bytes.length - 1024)),
    bytes.length,
  );

const binary = async (triangles: number, header = '') => {
  const stl = binaryStl(triangles);
  const bytes = Buffer.concat(await stl.range(0).toArray());
  bytes.fill(0, 0, 80);
  bytes.write(header, 0, 'latin1');
  return bytes;
};

describe('what a scan file is, from its content', () => {
  it('knows binary STL by its size, even when its header begins with "solid" as some scanners write', async () => {
    expect(kindOf(await binary(3))).toBe('stl');
    expect(kindOf(await binary(3, 'solid exported by IntraScan 5'))).toBe('stl');
    // One byte more or less than 84 + 50 a triangle: not a binary STL.
    const bytes = await binary(3);
    expect(kindOf(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(kindOf(Buffer.concat([bytes, Buffer.from([0])]))).toBeUndefined();
  });

  it('knows ASCII STL, PLY (ASCII, binary, CRLF lines) and OBJ', () => {
    expect(kindOf(asciiStl)).toBe('stl');
    expect(kindOf(asciiPly)).toBe('ply');
    expect(kindOf(Buffer.from(asciiPly.toString().replaceAll('\n', '\r\n')))).toBe('ply');
    const binaryPly = Buffer.concat([
      Buffer.from('ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty float x\nend_header\n'),
      Buffer.from([0, 0, 128, 63]),
    ]);
    expect(kindOf(binaryPly)).toBe('ply');
    expect(kindOf(obj)).toBe('obj');
  });

  it('refuses what only looks like one: a solid without facets, prose, an OBJ without vertices, a PDF', () => {
    expect(kindOf(Buffer.from('solid but nothing else\nendsolid\n'))).toBeUndefined();
    expect(kindOf(Buffer.from('Upper jaw, shade A2.\nPlease call the office.\n'))).toBeUndefined();
    expect(kindOf(Buffer.from('# only a comment\no jaw\n'))).toBeUndefined();
    expect(kindOf(Buffer.from('ply\nthis is not a header\n'))).toBeUndefined();
    expect(kindOf(Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'))).toBeUndefined();
  });
});

describe('the byte range a download asks for', () => {
  it('takes one range, clamped to the file, and ignores the rest', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    // Past the end, reversed, several ranges or another unit: the whole file.
    expect(byteRange('bytes=1000-', 1000)).toBeUndefined();
    expect(byteRange('bytes=50-10', 1000)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(byteRange('items=0-1', 1000)).toBeUndefined();
  });
});
