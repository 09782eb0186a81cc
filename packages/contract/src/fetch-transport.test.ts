import { describe, expect, it } from 'vitest';
import { ApiError, endsTheSession, NetworkError, ok } from './fetch-transport.ts';

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
});
