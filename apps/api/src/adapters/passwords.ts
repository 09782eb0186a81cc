import argon2 from 'argon2';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown login answers as slowly as a wrong password. */
  verifyNothing(password: string): Promise<void>;
};

export function argon2Hasher(options: { memoryCost?: number; timeCost?: number } = {}): PasswordHasher {
  const settings = { ...OPTIONS, ...options };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, settings),
    verify: (hash, password) => argon2.verify(hash, password),
    async verifyNothing(password) {
      decoy ??= argon2.hash('decoy password, never matched', settings);
      await argon2.verify(await decoy, password);
    },
  };
}
