import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import type { Config } from '../config.ts';
import { message } from './messages.ts';

/**
 * The HTTP server's time limits (decision 048), from HTTP_HEADERS_TIMEOUT_MS, HTTP_BODY_TIMEOUT_MS and
 * HTTP_KEEP_ALIVE_TIMEOUT_MS. A client that sends its request slowly (a byte every 10 s kept a connection open for
 * minutes) is answered 408 and its connection closed:
 *   - the request's head must arrive within `headersMs` (Node's headersTimeout);
 *   - the whole request, body included, within `bodyMs` (requestTimeout);
 *   - a kept-alive connection without a new request is closed after `keepAliveMs`.
 * None of them bounds an answer: once a request has arrived, its answer may take as long as it needs (a long CSV
 * export, a JSON list streamed batch by batch, an event stream). Node checks the first two every
 * `connectionsCheckingInterval`: a quarter of the head's limit, at most a second, so a limit is kept to within that.
 */
export function serverTimeouts(timeouts: Config['httpTimeouts']) {
  return {
    requestTimeout: timeouts.bodyMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(timeouts.headersMs / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}

/** A raw answer on a socket that carried no request Fastify could read, in the error shape (French: no request). */
function rawAnswer(socket: Socket, status: number, reason: string, body: object): void {
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

/**
 * What a client gets when Node refuses its request before Fastify sees it: a request too slow (408), a head too
 * large (431) or one that is not HTTP (400), in the API's error shape rather than Fastify's English. The request's
 * language is unknown (its head may be incomplete): French, the product's language.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    rawAnswer(socket, 408, 'Request Timeout', {
      error: 'request_timeout',
      message: message('requestTimeout', 'fr'),
    });
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    rawAnswer(socket, 431, 'Request Header Fields Too Large', {
      error: 'bad_request',
      message: message('headersTooLarge', 'fr'),
    });
  } else {
    rawAnswer(socket, 400, 'Bad Request', { error: 'bad_request', message: message('badRequest', 'fr') });
  }
}
