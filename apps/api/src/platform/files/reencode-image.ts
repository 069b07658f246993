import { UPLOAD_MESSAGES } from '@quadro/contract/uploads';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';

/** A 48-megapixel phone photo decodes; a file declaring more is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Pictures are shown small; the stored copy fits inside this box. */
export const MAX_OUTPUT_SIDE = 1600;

const REENCODED_TYPES = new Set(['image/png', 'image/jpeg']);

export const isReencodedImage = (mediaType: string) => REENCODED_TYPES.has(mediaType);

function refusal(error: unknown): AppError {
  const reason = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(reason)) {
    return new AppError('payload_too_large', UPLOAD_MESSAGES.imageTooManyPixels(MAX_INPUT_PIXELS));
  }
  return new AppError('unsupported_media_type', UPLOAD_MESSAGES.imageUnreadable);
}

/**
 * Decodes the picture and encodes a fresh one of the same type: a damaged or truncated file fails
 * here instead of in a reader's browser, huge declared dimensions are refused from the header, the
 * result is at most MAX_OUTPUT_SIDE on each side, and the metadata (EXIF, GPS position, comments)
 * is left behind because sharp writes none unless asked. The EXIF orientation is applied first so
 * the picture keeps its way up.
 */
export async function reencodeImage(file: string, mediaType: string): Promise<Buffer> {
  const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: MAX_OUTPUT_SIDE,
    height: MAX_OUTPUT_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = mediaType === 'image/png' ? image.png() : image.jpeg({ quality: 85 });
  try {
    return await encoded.toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}
