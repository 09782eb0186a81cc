import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { startFakePispi } from './fake-pispi.ts';
import { createTestCa } from './test-ca.ts';

/**
 * The fake PI-SPI participant as a process of its own, for the end-to-end tests (e2e/playwright.config.ts starts
 * it before the API): a CA made now, whose certificates it writes to PISPI_FAKE_DIR (ca.pem, client.pem,
 * client-key.pem: the API's PISPI_CA_CERT, PISPI_CLIENT_CERT and PISPI_CLIENT_KEY), the participant's API over
 * mutual TLS on PISPI_FAKE_PORT, and on PISPI_FAKE_CONTROL_PORT a plain HTTP control for the tests, the payer's
 * bank app and a look at what the participant received:
 *   GET  /ready                           200 once listening
 *   POST /demandes-paiements/{txId}/accept   the payer accepts the request (or /refuse, /expire)
 *   GET  /records                         every payment request and payment it holds
 * Test settings only: never started by the product.
 */
export const FAKE_CLIENT_ID = 'business-1xpay-e2e';
export const FAKE_CLIENT_SECRET = 'secret-e2e-0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec-pispi-e2e-0123456789';

const dir = process.env.PISPI_FAKE_DIR ?? '';
const port = Number(process.env.PISPI_FAKE_PORT ?? 0);
const controlPort = Number(process.env.PISPI_FAKE_CONTROL_PORT ?? 0);
if (dir === '' || port === 0 || controlPort === 0)
  throw new Error('PISPI_FAKE_DIR, PISPI_FAKE_PORT et PISPI_FAKE_CONTROL_PORT sont requis');

const ca = createTestCa();
const client = ca.issue('client', FAKE_CLIENT_ID);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'ca.pem'), ca.cert);
writeFileSync(join(dir, 'client.pem'), client.cert);
writeFileSync(join(dir, 'client-key.pem'), client.key, { mode: 0o600 });

const fake = await startFakePispi({
  tls: { ...ca.issue('server', 'participant-e2e'), ca: ca.cert },
  clientId: FAKE_CLIENT_ID,
  clientSecret: FAKE_CLIENT_SECRET,
  webhookSecret: FAKE_WEBHOOK_SECRET,
  port,
});

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/ready') return answer(200, { ready: true });
  if (request.method === 'GET' && url.pathname === '/records') return answer(200, [...fake.records.values()]);
  const match = /^\/demandes-paiements\/([^/]+)\/(accept|refuse|expire)$/.exec(url.pathname);
  if (request.method === 'POST' && match !== null) {
    try {
      fake.answer(decodeURIComponent(match[1] ?? ''), match[2] as 'accept' | 'refuse' | 'expire');
      return answer(200, fake.records.get(`demande:${decodeURIComponent(match[1] ?? '')}`));
    } catch (error) {
      return answer(409, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  answer(404, { error: 'not found' });
});
control.listen(controlPort, '127.0.0.1');

const stop = () => {
  control.close();
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
