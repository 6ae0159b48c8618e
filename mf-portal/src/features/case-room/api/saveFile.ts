/** Hands a downloaded file to the browser to save, under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file over.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
