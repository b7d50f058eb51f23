import type { BlobResponse } from './http-client';

/** Reads the file name from Content-Disposition (RFC 5987 filename* first, then filename). */
export function fileNameFromDisposition(disposition: string | undefined | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return extended[1];
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  if (plain?.[1]) {
    try {
      return decodeURIComponent(plain[1].trim());
    } catch {
      return plain[1].trim();
    }
  }
  return fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a blob response under the server's file name. */
export function saveDownload(response: BlobResponse, fallbackName: string): void {
  saveBlob(response.data, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}
