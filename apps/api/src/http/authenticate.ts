import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { mustEnrolTotp } from '../auth/totp.ts';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole, type Role } from '../common/roles.ts';
import { authenticate } from '../common/sessions.ts';
import { AppError, unauthorized } from '../errors.ts';
import { setSessionCookie } from './cookies.ts';
import { presentedKey, type QueryKeyName } from './request-context.ts';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only interfaces
  interface FastifyRequest {
    actor?: Actor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same origin: the request's own, the public URL's, or one of CORS_ORIGINS. */
export function isAllowedOrigin(
  request: FastifyRequest,
  allowed: readonly string[],
  origin: string,
): boolean {
  return allowed.includes(origin) || origin === `${request.protocol}://${request.host}`;
}

/**
 * onRequest hook for the routes that open or close a session (register, log in, log out): they take no session, so
 * requireSession's rule cannot apply, but a browser page of another origin must not sign a visitor in or out
 * (login CSRF). A browser always names the origin of a POST; a request that names a foreign one is refused, and
 * clients that send none (apps, scripts) are not browsers and go on.
 */
export function refuseForeignOrigin(deps: Deps): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !isAllowedOrigin(request, deps.config.allowedOrigins, origin)) {
      throw new AppError('forbidden', 'badOrigin');
    }
  };
}

/**
 * onRequest hook for routes that need a signed-in user: resolves the session (401 when there is none), slides its
 * expiry and the cookie with it, and refuses a cookie-authenticated state change from another origin (CSRF).
 * With a `role`, a caller without it is refused (403) here too: before the body is even parsed, so a caller
 * without the right never learns what the input should look like.
 * `readOnly` marks a POST that changes nothing (a query with a body, like /statuses): it is a read like a GET.
 * While the master requires two-factor sign-in, an admin's dashboard session without it is good for enrolling only
 * (decision 027): every route but those marked `enrolling` answers 403 `totp_enrolment_required`.
 */
export function requireSession(
  deps: Deps,
  options: { queryKey?: QueryKeyName; role?: Role; enrolling?: true; readOnly?: true } = {},
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = presentedKey(request, options.queryKey);
    if (presented === undefined) throw unauthorized();
    if (presented.source === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !isAllowedOrigin(request, deps.config.allowedOrigins, origin)) {
        throw new AppError('forbidden', 'badOrigin');
      }
    }
    const now = deps.clock();
    // A read may be answered on the strength of a session kept in memory (common/notified-cache.ts); a change is
    // made only on a session read from the database in this request: a session ended or a user locked on another
    // process a millisecond ago moves no money and changes nothing here.
    const reads = SAFE_METHODS.has(request.method) || options.readOnly === true;
    const found = await authenticate(
      deps.db,
      presented.apiKey,
      now,
      reads ? deps.caches.sessions : undefined,
    );
    if (found === undefined) throw unauthorized();
    request.actor = found.actor;
    if (presented.source === 'cookie' && found.refreshed) {
      setSessionCookie(reply, deps.config, presented.apiKey, found.actor.sessionExpiresAt, now);
    }
    if (options.role !== undefined) assertRole(found.actor, options.role);
    if (
      found.actor.user.isAdmin &&
      options.enrolling !== true &&
      (await mustEnrolTotp(deps.db, found.actor.user.id))
    ) {
      throw new AppError('totp_enrolment_required', 'totpEnrolmentRequired');
    }
  };
}

/** The actor set by requireSession; calling it on a route without that hook is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.actor === undefined)
    throw new Error(`route ${request.routeOptions.url} reads the actor without requireSession`);
  return request.actor;
}

/** §7: the admin calls and the history name the caller in the user-uuid header; it must be the session's user. */
export function assertUserUuid(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (request.headers['user-uuid'] !== actor.user.id) throw new AppError('forbidden', 'userUuidMismatch');
  return actor;
}
