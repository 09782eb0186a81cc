import {
  acceptDocumentsBodySchema,
  IDENTITY_FILE_LIMITS,
  IDENTITY_SIDES,
  type IdentitySide,
  identityFileParamsSchema,
  identitySchema,
  rejectDocumentsBodySchema,
  resumeBodySchema,
  reviewDecisionSchema,
  reviewDetailSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  sendBackDocumentsBodySchema,
  suspendBodySchema,
  suspensionSchema,
  userUuidParamsSchema,
} from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { AppError } from '../errors.ts';
import { type Api, errorResponses, OLDEST_FIRST_PAGES_DOC, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { decideReview, type ReviewDecision } from './decide-review.ts';
import { getIdentity } from './get-identity.ts';
import { getReview } from './get-review.ts';
import { listReviews } from './list-reviews.ts';
import { openIdentityFile } from './open-identity-file.ts';
import { type DocumentsForm, refuseUnlessAllowed, sendIdentityDocuments } from './send-identity-documents.ts';
import { setPaymentsSuspended } from './suspend-payments.ts';

const tags = ['identité et niveaux'];
const idParams = z.object({ id: z.uuid() });

/**
 * The customer's form, read part by part: `documentKind`, then the files `front`, `back`, `selfie` (at most
 * IDENTITY_FILE_LIMITS.maxBytes each). A file over the limit is refused at its field; a malformed body (no boundary,
 * cut short) or an unknown part is a 400, never a 500.
 */
async function readDocuments(request: FastifyRequest): Promise<DocumentsForm> {
  const form: DocumentsForm = { documentKind: undefined, files: {} };
  let side: IdentitySide | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: IDENTITY_FILE_LIMITS.maxBytes, files: 4, fields: 2, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'documentKind') throw new AppError('bad_request', 'identityFormInvalid');
        form.documentKind = String(part.value);
        continue;
      }
      if (!(IDENTITY_SIDES as readonly string[]).includes(part.fieldname))
        throw new AppError('bad_request', 'identityFormInvalid');
      side = part.fieldname as IdentitySide;
      form.files[side] = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', 'identityFileTooLarge', {
        params: { side: side ?? 'selfie', megabytes: IDENTITY_FILE_LIMITS.maxBytes / 1024 / 1024 },
        ...(side === undefined ? {} : { field: side }),
      });
    if (error instanceof Error && 'statusCode' in error) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('bad_request', 'identityFormInvalid');
  }
  return form;
}

export function identityRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/identity',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Mon niveau, ce qui me reste ce mois-ci et comment monter de niveau',
        description:
          'Le statut du compte (§4.4) et ce que le client doit en savoir (pièces à compléter, paiements suspendus), son niveau (1 : téléphone vérifié ; 2 : identité vérifiée), le plafond du mois en F CFA, ce qui est déjà payé et ce qui reste, et le dernier envoi de pièces.',
        response: { 200: identitySchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await getIdentity(deps, actorOf(request)) }),
  );

  api.post(
    '/api/identity/documents',
    {
      onRequest: [requireSession(deps), async (request) => refuseUnlessAllowed(actorOf(request).user)],
      schema: {
        tags,
        summary: 'Envoyer ma pièce d’identité et un selfie (formulaire multipart)',
        description:
          'Champs : `documentKind` (`idCard` ou `passport`), puis les photos `front` (recto, ou page de la photo du passeport), `back` (verso de la carte ; pas pour un passeport) et `selfie`. JPEG, PNG ou WebP reconnus à leur contenu, 8 Mo au plus chacune, de 300 à 8000 pixels de côté, sans code à l’intérieur ; chiffrées au repos. Le compte passe à `waitForInfoCompletion`, en attente d’examen. Permis à un compte au téléphone vérifié (`active`) ou dont les pièces ont été renvoyées (`waitForInfoCompletion`) ; 409 quand un envoi attend déjà son examen.',
        consumes: ['multipart/form-data'],
        response: { 200: identitySchema, ...errorResponses(...SESSION_ERRORS, 409, 413, 415) },
      },
    },
    async (request) => ({
      data: await sendIdentityDocuments(
        deps,
        actorOf(request),
        () => readDocuments(request),
        metaOf(request),
      ),
    }),
  );

  api.get(
    '/admin/identity/reviews',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les pièces d’identité en attente d’examen',
        description: `Les clients dont les pièces attendent, du plus ancien envoi au plus récent : tous pour l’administrateur principal, ceux des pays de l’agent sinon. ${OLDEST_FIRST_PAGES_DOC}`,
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listReviews(deps, actorOf(request), request.query),
  );

  api.get(
    '/admin/identity/reviews/:id',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Un envoi de pièces, à côté du compte du client',
        description:
          'Les photos (chacune ouverte par GET /admin/identity/files/{id}), l’état du compte, son niveau et son mois, les envois précédents. 404 pour un envoi que l’appelant ne peut pas examiner.',
        params: idParams,
        response: { 200: reviewDetailSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await getReview(deps, actorOf(request), request.params.id) }),
  );

  api.get(
    '/admin/identity/files/:id',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Une photo des pièces d’un client',
        description:
          'Déchiffrée pour un administrateur qui peut examiner ce client (l’administrateur principal, un agent de son pays) ; jamais mise en cache. Chaque ouverture est inscrite au journal d’audit.',
        params: identityFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openIdentityFile(deps, actorOf(request), request.params.id, metaOf(request));
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );

  const decisions = [
    {
      path: '/admin/identity/reviews/:id/accept',
      summary: 'Accepter les pièces : identité vérifiée, niveau 2',
      body: acceptDocumentsBodySchema,
      decision: (body: { note?: string | undefined }): ReviewDecision => ({
        kind: 'accept',
        note: body.note,
      }),
    },
    {
      path: '/admin/identity/reviews/:id/send-back',
      summary: 'Renvoyer les pièces au client avec un motif (à compléter)',
      body: sendBackDocumentsBodySchema,
      decision: (body: { reason: string }): ReviewDecision => ({ kind: 'sendBack', reason: body.reason }),
    },
    {
      path: '/admin/identity/reviews/:id/reject',
      summary: 'Refuser les pièces avec un motif (le client reste au niveau 1)',
      body: rejectDocumentsBodySchema,
      decision: (body: { reason: string }): ReviewDecision => ({ kind: 'reject', reason: body.reason }),
    },
  ] as const;
  for (const { path, summary, body, decision } of decisions) {
    api.post(
      path,
      {
        onRequest: requireSession(deps, { role: 'admin' }),
        schema: {
          tags,
          summary,
          description:
            'Par un agent du pays du client ou l’administrateur principal ; journalisé ; le client est prévenu par une notification. 409 quand l’envoi a déjà été examiné, 404 pour un envoi que l’appelant ne peut pas examiner.',
          params: idParams,
          body,
          response: { 200: reviewDecisionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
        },
      },
      async (request) => ({
        data: await decideReview(
          deps,
          actorOf(request),
          request.params.id,
          decision(request.body as never),
          metaOf(request),
        ),
      }),
    );
  }

  for (const suspend of [true, false]) {
    api.post(
      suspend ? '/admin/users/:uuid/suspend' : '/admin/users/:uuid/resume',
      {
        onRequest: requireSession(deps, { role: 'admin' }),
        schema: {
          tags,
          summary: suspend
            ? 'Suspendre les paiements d’un client, avec un motif qu’il lit'
            : 'Rétablir les paiements d’un client suspendu',
          description: suspend
            ? 'Le client (`transactionSuspended`) se connecte toujours mais ne paie plus : le motif lui est montré. Permis à qui peut bloquer ce client. Journalisé ; le client est prévenu. 409 pour un compte bloqué ou déjà suspendu.'
            : 'Le client revient au statut qu’il avait. Journalisé ; le client est prévenu. 409 pour un compte qui n’est pas suspendu.',
          params: userUuidParamsSchema,
          body: suspend ? suspendBodySchema : resumeBodySchema,
          response: { 200: suspensionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
        },
      },
      async (request) => ({
        data: await setPaymentsSuspended(
          deps,
          actorOf(request),
          { userId: request.params.uuid, suspend, reason: (request.body as { reason: string }).reason },
          metaOf(request),
        ),
      }),
    );
  }
}
