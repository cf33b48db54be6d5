import type { ScanUploadFile } from './ScanUpload';

const MB = 1024 * 1024;

export const waiting: ScanUploadFile = {
  id: 'lower',
  fileName: 'lower-jaw.stl',
  size: 148 * MB,
  status: 'waiting',
  uploadedBytes: 0,
};

export const uploading: ScanUploadFile = {
  id: 'upper',
  fileName: 'upper-jaw.stl',
  size: 200 * MB,
  status: 'uploading',
  uploadedBytes: 90 * MB,
};

export const paused: ScanUploadFile = {
  id: 'bite',
  fileName: 'bite-registration.ply',
  size: 64 * MB,
  status: 'paused',
  uploadedBytes: 20 * MB,
  message: 'The connection dropped. Resume sends the rest from where it stopped.',
};

export const failed: ScanUploadFile = {
  id: 'prep',
  fileName: 'prep-14.stl',
  size: 36 * MB,
  status: 'failed',
  uploadedBytes: 0,
  message:
    'prep-14.stl was refused and removed: it is named .stl but its content is PLY. Export the scan as STL again.',
};

export const done: ScanUploadFile = {
  id: 'antagonist',
  fileName: 'antagonist.obj',
  size: 52.4 * MB,
  status: 'done',
  uploadedBytes: 52.4 * MB,
};

export const longName: ScanUploadFile = {
  id: 'long',
  fileName: 'maria-lopez-dds-case-2026-11-16-upper-full-arch-with-scan-bodies-on-14-and-15-export-v3.stl',
  size: 312.6 * MB,
  status: 'uploading',
  uploadedBytes: 301 * MB,
};
