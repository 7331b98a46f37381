/**
 * @module
 * A transcript offered as a file download (its name, type and text are `@verdict/room`'s `transcriptFiles` and
 * `exportFile`).
 */

/** Offers text as a file download. */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
