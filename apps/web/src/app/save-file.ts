/** Hands a file the API sent (a PDF, a scan) to the browser to save under `fileName`. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
