/** Saves a downloaded file the way a link with `download` does, then frees its object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
