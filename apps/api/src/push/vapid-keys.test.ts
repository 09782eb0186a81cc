import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { openSecret } from '../common/sealed-secrets.ts';
import { settings } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { VAPID_SETTING } from './vapid-keys.ts';

const KEY = Buffer.alloc(32, 7);
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function stored(app: TestApp) {
  const [row] = await app.deps.db.select().from(settings).where(eq(settings.key, VAPID_SETTING));
  return row?.value as { publicKey: string; privateKey: string };
}

describe('the generated VAPID key pair at rest (decision 047)', () => {
  it('keeps the private key encrypted with TOTP_ENCRYPTION_KEY', async () => {
    t = await createTestApp({ TOTP_ENCRYPTION_KEY: KEY.toString('hex') });
    const answer = await t.visitor.get('/api/push/key');
    expect(answer.status).toBe(200);
    const row = await stored(t);
    expect(row.publicKey).toBe(answer.body.data.publicKey);
    expect(row.privateKey).toMatch(/^v1:/);
    const privateKey = openSecret(KEY, VAPID_SETTING, row.privateKey);
    // A working pair: web-push signs with it.
    expect(() =>
      webpush.getVapidHeaders('https://push.example', 'mailto:a@b.c', row.publicKey, privateKey, 'aes128gcm'),
    ).not.toThrow();
  });

  it('reads a key stored in clear before, and encrypts it in place', async () => {
    t = await createTestApp({ TOTP_ENCRYPTION_KEY: KEY.toString('hex') });
    const clear = webpush.generateVAPIDKeys();
    await t.deps.db.insert(settings).values({ key: VAPID_SETTING, value: clear });
    expect((await t.visitor.get('/api/push/key')).body.data.publicKey).toBe(clear.publicKey);
    const row = await stored(t);
    expect(row.publicKey).toBe(clear.publicKey);
    expect(row.privateKey).not.toBe(clear.privateKey);
    expect(openSecret(KEY, VAPID_SETTING, row.privateKey)).toBe(clear.privateKey);
  });
});
