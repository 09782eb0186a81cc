import {
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  totpDisabledSchema,
  totpEnrolmentBodySchema,
  totpEnrolmentSchema,
  totpRequirementSchema,
  totpResetBodySchema,
  totpResetSchema,
  totpStatusSchema,
  userUuidParamsSchema,
} from '@1xpay/contract';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf, presentedKey } from '../http/request-context.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { disableTotp } from './disable-totp.ts';
import { getTotpStatus } from './get-totp-status.ts';
import { resetAdminTotp } from './reset-admin-totp.ts';
import { setTotpRequirement } from './set-totp-requirement.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';

const tags = ['comptes et sessions'];

/** Two-factor sign-in of the dashboard's admins (decision 027). */
export function totpRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/dashboard/totp',
    {
      onRequest: requireSession(deps, { role: 'admin', enrolling: true }),
      schema: {
        tags,
        summary: 'État de la double authentification de l’administrateur connecté',
        response: { 200: totpStatusSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getTotpStatus(deps, actorOf(request)),
  );

  api.post(
    '/api/dashboard/totp/enrolment',
    {
      onRequest: requireSession(deps, { role: 'admin', enrolling: true }),
      schema: {
        tags,
        summary: 'Commencer l’activation de la double authentification',
        description:
          'Le mot de passe est demandé de nouveau (403 s’il est faux, compté comme une tentative de connexion : 429 au-delà) : une session volée ne peut pas enrôler sa propre application. Un nouveau secret TOTP (SHA-1, 6 chiffres, 30 s) et son URI otpauth:// pour le QR code ; il ne sert qu’une fois confirmé par un code. 409 si la double authentification est déjà active.',
        body: totpEnrolmentBodySchema,
        response: { 200: totpEnrolmentSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => startTotpEnrolment(deps, actorOf(request), request.body, metaOf(request)),
  );

  api.post(
    '/api/dashboard/totp/confirm',
    {
      onRequest: requireSession(deps, { role: 'admin', enrolling: true }),
      schema: {
        tags,
        summary: 'Confirmer l’activation par un code',
        description:
          'Un code valide du nouveau secret active la double authentification, ferme les autres sessions de l’administrateur (celle-ci reste ouverte) et donne 10 codes de secours, montrés cette fois seulement. Code faux : 401 otp_invalid (compté comme une tentative de connexion : 429 au-delà).',
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) =>
      confirmTotpEnrolment(
        deps,
        actorOf(request),
        request.body,
        presentedKey(request)?.apiKey ?? '',
        metaOf(request),
      ),
  );

  api.post(
    '/api/dashboard/totp/disable',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Désactiver la double authentification',
        description:
          'Avec le mot de passe (403 s’il est faux) et un code de l’application ou un code de secours (401 otp_invalid sinon) ; 429 au-delà des limites de connexion. 403 tant que l’administrateur principal l’exige ; 409 si elle n’est pas active.',
        body: totpDisableBodySchema,
        response: { 200: totpDisabledSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => disableTotp(deps, actorOf(request), request.body, metaOf(request)),
  );

  api.post(
    '/api/dashboard/totp/requirement',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Exiger la double authentification de tous les administrateurs',
        description:
          'Administrateur principal seulement ; inscrit au journal d’audit. Exigée, un administrateur sans double authentification (l’administrateur principal compris) ne peut que l’activer : ses autres appels répondent 403 totp_enrolment_required.',
        body: totpRequirementSchema,
        response: { 200: totpRequirementSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => setTotpRequirement(deps, actorOf(request), request.body, metaOf(request)),
  );

  api.post(
    '/admin/users/:uuid/totp/reset',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Réinitialiser la double authentification d’un administrateur',
        description:
          'Administrateur principal seulement, pour un administrateur qui a perdu son application et ses codes de secours : son secret et ses codes sont effacés et toutes ses sessions se ferment ; la raison est inscrite au journal d’audit. Il se connecte ensuite avec son mot de passe (et l’active de nouveau si elle est exigée). 403 pour soi-même (écran Sécurité) ; 404 inconnu ; 409 si elle n’est pas active.',
        params: userUuidParamsSchema,
        body: totpResetBodySchema,
        response: { 200: totpResetSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      data: await resetAdminTotp(deps, actorOf(request), request.params.uuid, request.body, metaOf(request)),
    }),
  );
}
