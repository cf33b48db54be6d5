import { uploadsEndpoints } from '@idl/api-contract';
import { api } from '../../app/api-client';

/** Uploads one image file; `onProgress` gets 0 to 100 as the file goes out. */
export function uploadImage(file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.call(uploadsEndpoints.upload, {
    body,
    onUploadProgress: onProgress ? (fraction) => onProgress(Math.round(fraction * 100)) : undefined,
  });
}
