/** Image files picked in the article editor: image uploads accept only image files (docs/product.md#images). */
import { isWithinImageLimit, MESSAGES } from '@bulletin/contract';

export const NOT_AN_IMAGE = 'Please choose an image file';

/** True for files the browser reports as images (image/png, image/jpeg, ...). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\//i.test(file.type);
}

/** Why a picked file cannot be sent as an image (not an image file; larger than the API takes), or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isImageFile(file)) return NOT_AN_IMAGE;
  return isWithinImageLimit(file.size) ? null : MESSAGES.imageTooLarge;
}

/** The file as a data URL, which the API stores as an uploaded image (POST /articles; docs/product.md#images). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
