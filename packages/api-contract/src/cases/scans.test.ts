import { describe, expect, it } from 'vitest';
import { formatFileSize, SCAN_MAX_BYTES, scanFileProblem } from './scans';

const MB = 1024 * 1024;

describe('scan files', () => {
  it('says sizes in MB, or KB under a megabyte', () => {
    expect(formatFileSize(612 * MB)).toBe('612 MB');
    expect(formatFileSize(209_715_284)).toBe('200 MB');
    expect(formatFileSize(1.25 * MB)).toBe('1.3 MB');
    expect(formatFileSize(1500)).toBe('2 KB');
  });

  it('accepts STL, PLY and OBJ files up to the limit, whatever the case of the extension', () => {
    expect(scanFileProblem({ name: 'upper.stl', size: SCAN_MAX_BYTES })).toBeUndefined();
    expect(scanFileProblem({ name: 'lower.PLY', size: 10 * MB })).toBeUndefined();
    expect(scanFileProblem({ name: 'bite.obj', size: 1 })).toBeUndefined();
  });

  it('refuses other files by name, empty files and files over the limit, in words', () => {
    expect(scanFileProblem({ name: 'smile.jpg', size: MB })).toBe(
      'smile.jpg is not a scan: send an STL, PLY or OBJ file.',
    );
    expect(scanFileProblem({ name: 'upper.stl', size: 0 })).toBe(
      'upper.stl is empty: export the scan again.',
    );
    expect(scanFileProblem({ name: 'upper.stl', size: 612 * MB })).toBe(
      'upper.stl is too large (612 MB): a scan may have at most 500 MB.',
    );
    expect(scanFileProblem({ name: 'upper.stl', size: 30 * MB }, 25 * MB)).toBe(
      'upper.stl is too large (30 MB): a scan may have at most 25 MB.',
    );
  });
});
