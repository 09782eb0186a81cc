import { type FakePispi, startFakePispi } from './fake-pispi.ts';
import { createTestCa } from './test-ca.ts';

/** Our alias at the fake participant: the payee of our payment requests, the payer of our payments. */
export const FAKE_OUR_ALIAS = '3497a720-ab11-4973-9619-534e04f263a1';

/**
 * A fake PI-SPI participant over mutual TLS (its CA made now), and the PISPI_* settings that point the API at it:
 * the environment of a test app (createTestApp) or of server processes (startServerCluster).
 */
export async function startFakeParticipant(
  name: string,
  pollSeconds: number,
): Promise<{ fake: FakePispi; settings: Record<string, string> }> {
  const clientId = `business-1xpay-${name}`;
  const clientSecret = `secret-${name}-0123456789`;
  const ca = createTestCa();
  const client = ca.issue('client', clientId);
  const fake = await startFakePispi({
    tls: { ...ca.issue('server', `participant-${name}`), ca: ca.cert },
    clientId,
    clientSecret,
    webhookSecret: `whsec-pispi-${name}-0123456789`,
  });
  return {
    fake,
    settings: {
      PISPI_API_URL: fake.url,
      PISPI_TOKEN_URL: fake.tokenUrl,
      PISPI_CLIENT_ID: clientId,
      PISPI_CLIENT_SECRET: clientSecret,
      PISPI_CLIENT_CERT: client.cert,
      PISPI_CLIENT_KEY: client.key,
      PISPI_CA_CERT: ca.cert,
      PISPI_ALIAS: FAKE_OUR_ALIAS,
      PISPI_WEBHOOK_SECRET: fake.webhookSecret,
      PISPI_POLL_SECONDS: String(pollSeconds),
    },
  };
}
