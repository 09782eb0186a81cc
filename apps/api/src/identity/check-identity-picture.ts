import { IDENTITY_FILE_LIMITS, type IdentitySide } from '@1xpay/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../http/messages.ts';

/**
 * What a browser or a document viewer would run, found anywhere in a picture's bytes: a polyglot (a JPEG that is also
 * an HTML page, a PNG carrying an SVG or a PHP script in a chunk). A photo from a camera holds none of these; its
 * metadata (EXIF, XMP) is not markup a browser runs.
 */
const ACTIVE_CONTENT = [
  '<script',
  '<html',
  '<!doctype html',
  '<svg',
  '<iframe',
  '<object',
  '<embed',
  '<?php',
  'javascript:',
];

export type CheckedPicture = {
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
};

const bad = (key: MessageKey, side: IdentitySide, params: Record<string, string | number> = {}) =>
  new AppError('bad_picture', key, { params: { side, ...params }, field: side });

/**
 * A picture of an identity document or a selfie, checked by its content, never its name or declared type
 * (decision 057): JPEG, PNG or WebP by its magic bytes (file-type), at most IDENTITY_FILE_LIMITS.maxBytes, its
 * dimensions read from its header (image-size) between minSide and maxSide pixels, and no active content inside.
 */
export async function checkIdentityPicture(side: IdentitySide, bytes: Uint8Array): Promise<CheckedPicture> {
  if (bytes.byteLength === 0) throw bad('identityFileMissing', side);
  if (bytes.byteLength > IDENTITY_FILE_LIMITS.maxBytes)
    throw new AppError('payload_too_large', 'identityFileTooLarge', {
      params: { side, megabytes: IDENTITY_FILE_LIMITS.maxBytes / 1024 / 1024 },
      field: side,
    });
  const type = await fileTypeFromBuffer(bytes);
  if (type === undefined || !(IDENTITY_FILE_LIMITS.types as readonly string[]).includes(type.mime))
    throw bad('identityFileNotImage', side);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  if (ACTIVE_CONTENT.some((marker) => text.includes(marker))) throw bad('identityFileScript', side);
  let size: { width?: number | undefined; height?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    throw bad('identityFileNotImage', side);
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  const { minSide, maxSide } = IDENTITY_FILE_LIMITS;
  if (width < minSide || height < minSide)
    throw bad('identityFileTooSmall', side, { width, height, min: minSide });
  if (width > maxSide || height > maxSide)
    throw bad('identityFileTooBig', side, { width, height, max: maxSide });
  return { bytes, contentType: type.mime, width, height };
}
