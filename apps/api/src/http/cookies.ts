import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { API_KEY_COOKIE } from './request-context.ts';

/** Sets the apiKey cookie to expire with its session (60 minutes, or 10 days with remember-me). */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  apiKey: string,
  expiresAt: Date,
  now: Date,
): void {
  reply.setCookie(API_KEY_COOKIE, apiKey, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(API_KEY_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}
