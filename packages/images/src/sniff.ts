/** The file extension of each accepted image type. */
export type ImageExtension = 'png' | 'gif' | 'jpg' | 'webp' | 'bmp' | 'ico';
export type ImageType = { mime: string; ext: ImageExtension };

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

export const isPng = (bytes: Uint8Array, at = 0): boolean => startsWith(bytes, PNG_SIGNATURE, at);

/** The image type the bytes start like, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (isPng(bytes)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { mime: 'image/x-icon', ext: 'ico' };
  if (startsWith(bytes, ascii('BM'))) return { mime: 'image/bmp', ext: 'bmp' };
  return null;
}
