import {
  codeSentSchema,
  devSmsQuerySchema,
  devSmsSchema,
  passwordResetBodySchema,
  phoneChangeBodySchema,
  phoneChangedSchema,
  phoneCodeStateSchema,
  phoneVerifiedSchema,
  recoveryCodeBodySchema,
  recoveryVerifyBodySchema,
  resetTokenSchema,
  sessionSchema,
  smsCodeBodySchema,
} from '@1xpay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isLogSms } from '../../adapters/sms/log-sms.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import type { Deps } from '../../common/context.ts';
import { AppError } from '../../errors.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, refuseForeignOrigin, requireSession } from '../../http/authenticate.ts';
import { setSessionCookie } from '../../http/cookies.ts';
import { localeOf, metaOf, presentedKey } from '../../http/request-context.ts';
import { confirmPhoneChange, requestPhoneChange } from './change-phone.ts';
import { sendVerificationCode, verificationState, verifyPhone } from './phone-verification.ts';
import { requestRecoveryCode, resetPassword, verifyRecoveryCode } from './recover-password.ts';

const tags = ['comptes et sessions'];

const CODE_RULES_DOC =
  'Code à 6 chiffres, valable 10 minutes, 5 essais au plus ; un nouveau code pour le même numéro au plus toutes les 60 s et 5 par heure, 100 par heure depuis une même adresse (429 avec Retry-After au-delà).';

/**
 * Hands a code's SMS to the provider without waiting for it (decision 056): the answer is decided and its time says
 * nothing of whether an SMS left. What the provider refused is logged without the text (it holds the code).
 */
export function handOverSms(deps: Deps, log: FastifyBaseLogger, sms: SmsMessage | undefined): void {
  if (sms === undefined) return;
  const to = `${sms.to.slice(0, -4)}••••`;
  deps.sms.send(sms).then(
    (outcome) => {
      if (outcome.kind !== 'sent')
        log.warn({ sms: { to, outcome: outcome.kind, reason: outcome.reason } }, 'SMS non envoyé');
    },
    (error: unknown) => log.error({ sms: { to }, err: error }, 'SMS non envoyé'),
  );
}

/** A `+` left unencoded in a query string arrives as a space, which the schema trims: put it back. */
const numberOf = (to: string | undefined) => (to === undefined || to.startsWith('+') ? to : `+${to}`);

/** One-time codes by SMS: the account's number verified or changed, the password recovered (issue 34). */
export function codeRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/auth/phone/code',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Où en est la vérification de son numéro',
        response: { 200: phoneCodeStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => verificationState(deps, actorOf(request)),
  );

  api.post(
    '/api/auth/phone/code',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Recevoir (à nouveau) le code qui vérifie son numéro',
        description: `Pour un compte « pending » : un code par SMS au numéro du compte (l’inscription en envoie déjà un). 409 une fois le numéro vérifié. ${CODE_RULES_DOC}`,
        response: { 200: codeSentSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => {
      const made = await sendVerificationCode(deps, actorOf(request), metaOf(request), localeOf(request));
      handOverSms(deps, request.log, made.sms);
      return made.sent;
    },
  );

  api.post(
    '/api/auth/phone/verify',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Vérifier son numéro avec le code reçu',
        description:
          'Le bon code fait passer le compte de « pending » à « active » (niveau 1 : il peut payer). Un code faux : 400 au champ « code » avec les essais restants ; après 5, 429 (demandez-en un nouveau).',
        body: smsCodeBodySchema,
        response: { 200: phoneVerifiedSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => verifyPhone(deps, actorOf(request), request.body.code, metaOf(request)),
  );

  api.post(
    '/api/auth/phone/change',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Changer de numéro : recevoir un code sur le nouveau',
        description: `Le nouveau numéro doit être du pays du compte (400 sinon) et d’aucun autre compte (409). ${CODE_RULES_DOC}`,
        body: phoneChangeBodySchema,
        response: { 200: codeSentSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => {
      const made = await requestPhoneChange(
        deps,
        actorOf(request),
        request.body.phoneNumber,
        metaOf(request),
        localeOf(request),
      );
      handOverSms(deps, request.log, made.sms);
      return made.sent;
    },
  );

  api.post(
    '/api/auth/phone/change/confirm',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Changer de numéro : confirmer avec le code reçu sur le nouveau',
        description:
          'Le compte prend le nouveau numéro (et, s’il était « pending », devient « active »). Un code faux : 400 au champ « code » ; après 5, 429.',
        body: smsCodeBodySchema,
        response: { 200: phoneChangedSchema, ...errorResponses(...SESSION_ERRORS, 409, 429) },
      },
    },
    async (request) => confirmPhoneChange(deps, actorOf(request), request.body.code, metaOf(request)),
  );

  api.post(
    '/api/auth/recovery/code',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Mot de passe oublié : recevoir un code par SMS',
        description: `La même réponse que le numéro ait un compte ou non (le SMS ne part que vers le numéro d’un compte). ${CODE_RULES_DOC}`,
        body: recoveryCodeBodySchema,
        response: { 200: codeSentSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const made = await requestRecoveryCode(
        deps,
        request.body.phoneNumber,
        metaOf(request),
        localeOf(request),
      );
      handOverSms(deps, request.log, made.sms);
      return made.sent;
    },
  );

  api.post(
    '/api/auth/recovery/verify',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Mot de passe oublié : saisir le code reçu',
        description:
          'Le bon code donne un jeton à usage unique, valable 10 minutes, pour choisir le nouveau mot de passe. Un code faux, expiré, déjà utilisé, ou pour un numéro sans compte : la même réponse 400 au champ « code » ; après 5 essais, 429.',
        body: recoveryVerifyBodySchema,
        response: { 200: resetTokenSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => verifyRecoveryCode(deps, request.body.phoneNumber, request.body.code),
  );

  api.post(
    '/api/auth/recovery/password',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Mot de passe oublié : choisir le nouveau',
        description:
          'Avec le jeton de l’étape précédente et un mot de passe de 8 à 128 caractères : toutes les sessions du compte sont fermées, ses abonnements aux notifications oubliés, une nouvelle session ouverte ici (et son cookie) ; inscrit au journal d’audit. Un jeton inconnu, expiré ou déjà utilisé : 400.',
        body: passwordResetBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const session = await resetPassword(deps, request.body, metaOf(request), presentedKey(request)?.apiKey);
      setSessionCookie(reply, deps.config, session.apiKey, session.expiresAt, deps.clock());
      return { uuid: session.userId, apiKey: session.apiKey };
    },
  );

  const sms = deps.sms;
  if (!deps.config.production && isLogSms(sms)) {
    api.get(
      '/dev/sms',
      {
        schema: {
          tags: ['développement'],
          summary: 'Les SMS gardés par le fournisseur « log » (développement seulement)',
          description:
            'N’existe qu’avec SMS_PROVIDER=log, hors production, et ne répond qu’aux appels de cette machine (404 sinon) : la suite de bout en bout y lit les codes. `to` : un numéro E.164.',
          querystring: devSmsQuerySchema,
          response: { 200: devSmsSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const address = request.socket.remoteAddress ?? '';
        if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address))
          throw new AppError('not_found', 'routeNotFound', { params: { path: request.url } });
        return {
          data: sms.messages(numberOf(request.query.to)).map((message) => ({
            id: message.id,
            to: message.to,
            text: message.text,
            at: message.at.getTime(),
          })),
        };
      },
    );
  }
}
