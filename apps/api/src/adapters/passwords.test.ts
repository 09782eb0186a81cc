import { describe, expect, it } from 'vitest';
import { argon2Hasher } from './passwords.ts';

describe('argon2Hasher (production settings)', () => {
  const hasher = argon2Hasher();

  it('hashes with argon2id, m = 19 MiB, t = 2, p = 1, and a fresh salt each time', async () => {
    const first = await hasher.hash('un mot de passe solide');
    const [, algorithm, version, parameters, salt, digest] = first.split('$');
    expect({ algorithm, version }).toEqual({ algorithm: 'argon2id', version: 'v=19' });
    expect(Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}$/);
    expect(await hasher.hash('un mot de passe solide')).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('un mot de passe solide');
    expect(await hasher.verify(hash, 'un mot de passe solide')).toBe(true);
    expect(await hasher.verify(hash, 'un mot de passe Solide')).toBe(false);
  });

  it('spends a verification on an unknown login without matching anything', async () => {
    await expect(hasher.verifyNothing('n’importe quoi')).resolves.toBeUndefined();
  });
});
