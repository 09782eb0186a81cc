import {
  auditQuerySchema,
  auditResponseSchema,
  pictureResponseSchema,
  pushBodySchema,
  pushResponseSchema,
} from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import type { Deps } from '../use-cases/context.ts';
import { listAudit } from '../use-cases/list-audit.ts';
import { openPicture } from '../use-cases/open-picture.ts';
import { queuePush } from '../use-cases/queue-push.ts';
import { savePicture } from '../use-cases/save-picture.ts';
import { type Api, errorResponses, SESSION_ERRORS } from './api.ts';

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

export function adminRoutes(api: Api, deps: Deps): void {
  api.post(
    '/api/pushToAllUsers',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['administration'],
        summary: 'Envoyer une notification à tous les utilisateurs',
        description:
          "Enregistrée et mise en file ; l'envoi est fait par un travail durable. Administrateur principal seulement.",
        body: pushBodySchema,
        response: { 200: pushResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await queuePush(deps, actorOf(request), request.body, metaOf(request)) }),
  );

  api.get(
    '/api/audit',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['administration'],
        summary: "Le journal d'audit, du plus récent au plus ancien",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listAudit(deps, actorOf(request), request.query),
  );

  api.post(
    '/api/pictures',
    {
      onRequest: requireSession(deps),
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
