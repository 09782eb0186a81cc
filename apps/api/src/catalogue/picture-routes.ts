import { pictureResponseSchema } from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { AppError } from '../errors.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { openPicture } from './open-picture.ts';
import { savePicture } from './save-picture.ts';

const PICTURE_FILE = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/**
 * The bytes of the multipart field `picture`. The multipart plugin's own errors carry their status (413 too large,
 * 415 not multipart…); the parser under it (busboy) reports a malformed body — no boundary, cut short — with plain
 * errors, which are the client's fault: 400, not 500.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (part === undefined || part.fieldname !== 'picture')
      throw new AppError('bad_picture', 'pictureMissing');
    return await part.toBuffer();
  } catch (error) {
    const fromParser = error instanceof Error && !(error instanceof AppError) && !('statusCode' in error);
    if (!fromParser) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('bad_request', 'badRequest');
  }
}

export function pictureRoutes(api: Api, deps: Deps): void {
  api.post(
    '/api/pictures',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags: ['images'],
        summary: 'Téléverser une image (champ multipart « picture »)',
        description:
          'PNG, JPEG, WebP ou GIF, reconnus à leur contenu ; 5 Mo au plus. L’image est servie à /1xpay/api/{chemin}.',
        consumes: ['multipart/form-data'],
        response: { 200: pictureResponseSchema, ...errorResponses(...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await savePicture(deps, actor, () => readPicture(request), metaOf(request)) };
    },
  );

  api.get(
    '/api/pictures/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'Une image téléversée',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      if (!PICTURE_FILE.test(request.params.file)) throw new AppError('not_found', 'pictureNotFound');
      const picture = await openPicture(deps, `pictures/${request.params.file}`);
      return reply
        .type(picture.contentType)
        .header('content-length', picture.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(picture.stream);
    },
  );
}
