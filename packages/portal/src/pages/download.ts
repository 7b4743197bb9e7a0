// A file the server made (a 認定証, a 領収書, a year's payments), saved by the browser's download: a link clicked
// once, the URL freed soon after.

export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
