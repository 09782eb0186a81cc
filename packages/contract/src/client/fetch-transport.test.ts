import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, endsTheSession, fetchTransport, NetworkError, ok } from './fetch-transport.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the browser apps’ side of the client', () => {
  it('ends the session on a 401, except a wrong password typed into a sign-in form (§8)', () => {
    expect(endsTheSession(new ApiError(401, { error: 'unauthorized', message: 'Session absente.' }))).toBe(
      true,
    );
    expect(endsTheSession(new ApiError(401, undefined))).toBe(true);
    expect(
      endsTheSession(new ApiError(401, { error: 'bad_credentials', message: 'Identifiants incorrects.' })),
    ).toBe(false);
    for (const error of ['otp_required', 'otp_invalid'])
      expect(endsTheSession(new ApiError(401, { error, message: 'Code de vérification requis.' }))).toBe(
        false,
      );
    expect(endsTheSession(new ApiError(403, { error: 'forbidden' }))).toBe(false);
    expect(endsTheSession(new NetworkError())).toBe(false);
  });

  it('gives a 2xx body, and an ApiError with its fields and §8 refusal otherwise', () => {
    const reply = { status: 201, headers: {}, body: { a: 1 }, text: '', bytes: new Uint8Array() };
    expect(ok(reply)).toEqual({ a: 1 });
    let error: unknown;
    try {
      ok({
        ...reply,
        status: 400,
        body: {
          error: 'payment_refused',
          statusCode: 410,
          message: 'Montant trop bas.',
          fields: [{ field: 'amount', message: 'Trop bas.' }],
        },
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Montant trop bas.');
    expect((error as ApiError).fields).toEqual({ amount: 'Trop bas.' });
    expect((error as ApiError).refusalCode).toBe(410);
  });

  it('sends JSON as JSON, and a FormData as it is (multipart: fetch writes its boundary)', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
      sent.push(init);
      return new Response('{"data":"pictures/a.png"}', { status: 201 });
    });
    const transport = fetchTransport(() => 'http://127.0.0.1', '/1xpay', 'fr');
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array([1])], { type: 'image/png' }), 'a.png');
    await transport({ method: 'POST', path: '/api/pictures', headers: {}, body: form }, undefined);
    await transport({ method: 'POST', path: '/api/pubs', headers: {}, body: [] }, undefined);
    const [multipart, json] = sent;
    expect(multipart?.body).toBe(form);
    expect(multipart?.headers).not.toHaveProperty('content-type');
    expect(json?.body).toBe('[]');
    expect(json?.headers).toHaveProperty('content-type', 'application/json');
  });
});
