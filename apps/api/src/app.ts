import { randomUUID } from 'node:crypto';
import { MAX_PICTURE_BYTES } from '@1xpay/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { auditRoutes } from './audit/routes.ts';
import { codeRoutes } from './auth/codes/code-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { totpRoutes } from './auth/totp-routes.ts';
import { fourEyesRoutes } from './catalogue/four-eyes-routes.ts';
import { pictureRoutes } from './catalogue/picture-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import type { Deps } from './common/context.ts';
import { createMetrics, type PoolStats } from './health/metrics.ts';
import { healthRoutes } from './health/routes.ts';
import { AccessLog, timeRequests } from './http/access-log.ts';
import { adminApp, hasAdminBuild } from './http/admin-app.ts';
import { errorHandler, notFoundHandler } from './http/error-handler.ts';
import { boundJsonDepth } from './http/json-body.ts';
import { refuseNullCharacters } from './http/null-characters.ts';
import { originForm, redactUrl, trustedProxies } from './http/request-context.ts';
import { helmetHeaders } from './http/security-headers.ts';
import { serverTimeouts } from './http/server-timeouts.ts';
import { hasWebBuild, webSite } from './http/web-site.ts';
import { identityRoutes } from './identity/routes.ts';
import { deadJobRoutes } from './jobs/dead/routes.ts';
import { operationRoutes } from './operations/routes.ts';
import { paymentRoutes } from './payments/checkout/routes.ts';
import { recoveryRoutes } from './payments/collection/recovery-routes.ts';
import { sandboxRoutes } from './payments/collection/sandbox-routes.ts';
import { webhookRoutes } from './payments/collection/webhook-routes.ts';
import { decisionRoutes } from './payments/decisions/routes.ts';
import { moneyRuleRoutes } from './payments/reconciliation/routes.ts';
import { adminTransactionRoutes } from './payments/reports/admin-transaction-routes.ts';
import { ledgerRoutes } from './payments/reports/ledger-routes.ts';
import { overviewRoutes } from './payments/reports/overview-routes.ts';
import { pushRoutes } from './push/routes.ts';
import { userRoutes } from './users/routes.ts';

export const BASE_PATH = '/1xpay';
export const JSON_BODY_LIMIT = 1024 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function loggerOptions(deps: Deps) {
  return {
    level: deps.config.logLevel,
    // No header is ever logged, so there is nothing for pino's redaction to do (it cost every line its paths'
    // walk): a request is logged through the serializer below, an answer as its status code only (Fastify's).
    serializers: {
      // Fastify's own, with API keys taken out of the URL and no headers.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

export type BuildOptions = {
  logger?: boolean;
  /** The database pool's connections, for the metrics (PostgreSQL). */
  poolStats?: () => PoolStats | undefined;
  /** Where the logs go instead of stdout (tests read them from here). */
  logStream?: { write(line: string): void };
};

/** Helmet's headers (worked out once: http/security-headers.ts). */
const SECURITY_HEADERS = helmetHeaders({
  // The API answers JSON; only the docs page needs its own policy (set by swagger-ui's staticCSP).
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/**
 * What every answer carries, errors included: helmet's headers and the request id. Set on arrival (in one hook:
 * an onSend hook costs every answer a step more), and by the router's refusals, which come before any hook.
 */
function stampAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  reply.header('x-request-id', request.id);
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === true
        ? {
            ...loggerOptions(deps),
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          }
        : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new AccessLog(deps.config.slowRequestMs),
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A request's head, then the whole request, must arrive in time; idle kept-alive connections are closed.
    ...serverTimeouts(deps.config.httpTimeouts),
    routerOptions: { ignoreTrailingSlash: true },
    // Every handler reads a path: a target in absolute form (`GET http://other.example/…`) loses its host here.
    rewriteUrl: (request) => originForm(request.url ?? '/'),
    // The router refuses a malformed or over-long path before any route: answered in the error shape, in the
    // caller's language, like every other refusal (Fastify's own body otherwise).
    frameworkErrors: (error, request, reply) => {
      stampAnswer(request, reply);
      errorHandler(error, request, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for pictures): a text body is refused with 415, not parsed.
  app.removeContentTypeParser('text/plain');
  boundJsonDepth(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('preValidation', refuseNullCharacters);
  app.addHook('onRequest', (request, reply, done) => {
    stampAnswer(request, reply);
    done();
  });
  if (options.logger === true) timeRequests(app);
  const metrics = createMetrics(deps, options.poolStats);
  // Requests are measured only when someone can read the measures (GET /metrics answers 404 without its token).
  if (deps.config.metricsToken !== undefined) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  await app.register(fastifyCors, {
    origin: (origin, callback) =>
      callback(null, origin === undefined || deps.config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'user-uuid', 'idempotency-key', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${deps.config.brandName} API`,
        version: '1.0.0',
        description:
          "API du service de paiement et de transfert : les appels de la section 7 de la spécification, les comptes et les sessions. Les montants sont des entiers en unités mineures (XOF : francs). Les erreurs sont `{error, message}`, le message dans la langue de l'appelant (Accept-Language, français par défaut). Quand la base de données ne répond pas (redémarrage, panne), un appel qui en a besoin répond 503 `{error: 'service_unavailable', message}` avec l'en-tête Retry-After : réessayez, avec la même clé Idempotency-Key pour une transaction.",
      },
      servers: [{ url: deps.config.publicUrl }],
      components: {
        securitySchemes: {
          apiKeyCookie: { type: 'apiKey', in: 'cookie', name: 'apiKey' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKeyCookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${BASE_PATH}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      // One register call per business area (see docs/decisions/012-api-by-business-area.md).
      healthRoutes(typed, deps, metrics);
      authRoutes(typed, deps);
      codeRoutes(typed, deps);
      totpRoutes(typed, deps);
      userRoutes(typed, deps);
      paymentRoutes(typed, deps);
      ledgerRoutes(typed, deps);
      decisionRoutes(typed, deps);
      adminTransactionRoutes(typed, deps);
      moneyRuleRoutes(typed, deps);
      deadJobRoutes(typed, deps);
      recoveryRoutes(typed, deps);
      overviewRoutes(typed, deps);
      sandboxRoutes(typed, deps);
      webhookRoutes(typed, deps);
      operationRoutes(typed, deps);
      catalogueRoutes(typed, deps);
      fourEyesRoutes(typed, deps);
      pictureRoutes(typed, deps);
      auditRoutes(typed, deps);
      pushRoutes(typed, deps);
      identityRoutes(typed, deps);
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: BASE_PATH },
  );
  if (hasAdminBuild(deps.config.adminDir)) {
    await app.register(adminApp, { root: deps.config.adminDir });
  } else if (options.logger === true) {
    app.log.warn({ adminDir: deps.config.adminDir }, 'no build of the dashboard: /admin is not served');
  }
  if (hasWebBuild(deps.config.webDir)) {
    await app.register(webSite, { root: deps.config.webDir, apiPrefix: BASE_PATH });
  } else if (options.logger === true) {
    app.log.warn({ webDir: deps.config.webDir }, 'no build of the marketing site: / is not served');
  }
  return app;
}
