import { randomUUID } from 'node:crypto';
import { MAX_PICTURE_BYTES } from '@1xpay/contract';
import { fileTypeFromBuffer } from 'file-type';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { pictures } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Stores an uploaded picture, its type read from its bytes (never its name). Returns its path under /api/.
 * The upload is read only once the actor may upload.
 */
export async function savePicture(
  deps: Deps,
  actor: Actor,
  read: () => Promise<Uint8Array>,
  meta: RequestMeta,
): Promise<string> {
  assertRole(actor, 'admin');
  const bytes = await read();
  if (bytes.byteLength === 0) throw new AppError('bad_picture', 'pictureMissing');
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new AppError('payload_too_large', 'pictureTooLarge');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type === undefined ? undefined : EXTENSIONS[type.mime];
  if (type === undefined || extension === undefined) throw new AppError('bad_picture', 'pictureInvalid');
  const path = `pictures/${randomUUID()}.${extension}`;
  await deps.pictures.save(path, bytes);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.insert(pictures).values({
      path,
      contentType: type.mime,
      size: bytes.byteLength,
      createdBy: actor.user.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor,
      meta,
      action: 'picture.upload',
      target: path,
      before: null,
      after: { path, contentType: type.mime, size: bytes.byteLength },
      at: now,
    });
  });
  return path;
}
