import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, startWarnings } from './config.ts';
import { createTestCa } from './testing/pispi/test-ca.ts';

const CWD = '/srv/1xpay';
/** Twilio's settings (decision 055), and the codes' key: required outside development. */
const TWILIO = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'jeton-twilio-de-test-0123',
  TWILIO_FROM: '1xpay',
  CODE_HASH_KEY: 'cd'.repeat(32),
};
/** An https PUBLIC_URL means outside development, where the processor, the SMS provider and the documents' key must be named. */
const SANDBOX = { PAYMENT_PROCESSOR: 'sandbox', IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32), ...TWILIO };

/** The problems parseConfig reports for an environment (it must throw ConfigError). */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parseConfig(env, CWD);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe('parseConfig defaults', () => {
  it('serves on 127.0.0.1:3000 from ./.data, with demo data and plain-http cookies', () => {
    expect(parseConfig({}, CWD)).toEqual({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/1xpay/.data',
      masterAdminEmail: undefined,
      masterAdminPassword: undefined,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:3000',
      allowedOrigins: ['http://127.0.0.1:3000'],
      cookieSecure: false,
      uploadDir: '/srv/1xpay/.data/uploads',
      trustProxy: false,
      logLevel: 'info',
      slowRequestMs: 1000,
      httpTimeouts: { headersMs: 10_000, bodyMs: 30_000, keepAliveMs: 72_000 },
      metricsToken: undefined,
      brandName: '1xpay',
      fourEyesCoolingMs: 86_400_000,
      identityDocumentsKey: expect.any(Buffer),
      webDir: expect.stringMatching(/apps\/web\/build\/client$/),
      adminDir: expect.stringMatching(/apps\/admin\/build$/),
      paymentProcessor: 'sandbox',
      paymentExpiryMs: 900_000,
      fedapay: undefined,
      sandboxStepMs: 1000,
      jobClaimMs: 30_000,
      jobConcurrency: 4,
      role: 'all',
      shutdownGraceMs: 10_000,
      sweepBatchSize: 200,
      moneyRuleCheckMs: 900_000,
      partnerAutoCredit: false,
      push: { serviceOrigins: [], vapidKeys: undefined, subject: 'mailto:push@1xpay.invalid' },
      sms: { provider: 'log' },
      codeHashKey: expect.any(Buffer),
    });
  });

  it('configures FedaPay: its sandbox API unless live or another URL is named; polls every minute; payouts off', () => {
    const secrets = { FEDAPAY_SECRET_KEY: 'sk_sandbox_abcdef', FEDAPAY_WEBHOOK_SECRET: 'wh_sandbox_abcdef' };
    expect(parseConfig({ PAYMENT_PROCESSOR: 'fedapay', ...secrets }, CWD).fedapay).toEqual({
      apiUrl: 'https://sandbox-api.fedapay.com',
      secretKey: 'sk_sandbox_abcdef',
      webhookSecret: 'wh_sandbox_abcdef',
      pollEveryMs: 60_000,
      payouts: false,
    });
    expect(
      parseConfig({ PAYMENT_PROCESSOR: 'fedapay', FEDAPAY_PAYOUTS: '1', ...secrets }, CWD).fedapay?.payouts,
    ).toBe(true);
    const live = parseConfig(
      { PAYMENT_PROCESSOR: 'fedapay', FEDAPAY_ENVIRONMENT: 'live', FEDAPAY_POLL_SECONDS: '30', ...secrets },
      CWD,
    );
    expect(live.fedapay).toMatchObject({ apiUrl: 'https://api.fedapay.com', pollEveryMs: 30_000 });
    expect(
      parseConfig({ PAYMENT_PROCESSOR: 'fedapay', FEDAPAY_API_URL: 'http://127.0.0.1:9999', ...secrets }, CWD)
        .fedapay?.apiUrl,
    ).toBe('http://127.0.0.1:9999');
    expect(parseConfig({ PAYMENT_EXPIRY_MINUTES: '5' }, CWD).paymentExpiryMs).toBe(300_000);
  });

  it('refuses FedaPay without both of its secrets, naming each, with other problems at once', () => {
    expect(() => parseConfig({ PAYMENT_PROCESSOR: 'fedapay', PORT: 'x' }, CWD)).toThrow(
      expect.objectContaining({
        problems: [
          'PORT : doit être un entier de 0 à 65535',
          'FEDAPAY_SECRET_KEY : requis quand PAYMENT_PROCESSOR=fedapay',
          'FEDAPAY_WEBHOOK_SECRET : requis quand PAYMENT_PROCESSOR=fedapay',
        ],
      }),
    );
    expect(() => parseConfig({ PAYMENT_PROCESSOR: 'paypal' }, CWD)).toThrow(/PAYMENT_PROCESSOR/);
    expect(() => parseConfig({ PAYMENT_EXPIRY_MINUTES: '0' }, CWD)).toThrow(/PAYMENT_EXPIRY_MINUTES/);
  });

  it('counts empty variables as unset', () => {
    const empty = Object.fromEntries(
      [
        'PORT',
        'HOST',
        'DATABASE_URL',
        'DATA_DIR',
        'MASTER_ADMIN_EMAIL',
        'MASTER_ADMIN_PASSWORD',
        'SEED_DEMO',
        'PUBLIC_URL',
        'COOKIE_SECURE',
        'UPLOAD_DIR',
        'CORS_ORIGINS',
        'TRUST_PROXY',
        'LOG_LEVEL',
        'BRAND_NAME',
      ].map((name) => [name, '']),
    );
    expect(parseConfig(empty, CWD)).toEqual(parseConfig({}, CWD));
    expect(parseConfig({ PORT: undefined, SEED_DEMO: undefined }, CWD)).toEqual(parseConfig({}, CWD));
  });

  it('builds the public URL from HOST and PORT, with brackets for IPv6', () => {
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '8080' }, CWD)).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://0.0.0.0:8080',
      allowedOrigins: ['http://0.0.0.0:8080'],
    });
    expect(parseConfig({ HOST: '::1' }, CWD).publicUrl).toBe('http://[::1]:3000');
  });

  it('resolves DATA_DIR and UPLOAD_DIR against the given directory, and keeps absolute ones', () => {
    expect(parseConfig({ DATA_DIR: 'var/data' }, CWD)).toMatchObject({
      dataDir: '/srv/1xpay/var/data',
      uploadDir: '/srv/1xpay/var/data/uploads',
    });
    expect(parseConfig({ DATA_DIR: '/var/lib/1xpay', UPLOAD_DIR: 'pictures' }, CWD)).toMatchObject({
      dataDir: '/var/lib/1xpay',
      uploadDir: '/srv/1xpay/pictures',
    });
    expect(parseConfig({ UPLOAD_DIR: '/mnt/uploads' }, CWD).uploadDir).toBe('/mnt/uploads');
  });

  it('reads the other variables', () => {
    expect(
      parseConfig(
        {
          DATABASE_URL: 'postgresql://app@db:5432/pay',
          MASTER_ADMIN_EMAIL: 'Chef@Example.BJ',
          MASTER_ADMIN_PASSWORD: 'douze-caract',
          SEED_DEMO: '0',
          TRUST_PROXY: '10.0.0.1',
          LOG_LEVEL: 'warn',
          BRAND_NAME: 'PayOuest',
          JOB_CLAIM_SECONDS: '5',
          JOB_CONCURRENCY: '8',
        },
        CWD,
      ),
    ).toMatchObject({
      jobClaimMs: 5_000,
      jobConcurrency: 8,
      databaseUrl: 'postgresql://app@db:5432/pay',
      masterAdminEmail: 'chef@example.bj',
      masterAdminPassword: 'douze-caract',
      seedDemo: false,
      trustProxy: ['10.0.0.1'],
      logLevel: 'warn',
      brandName: 'PayOuest',
    });
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/pay' }, CWD).databaseUrl).toBe(
      'postgres://localhost/pay',
    );
  });

  it('reads the push services, the VAPID keys (both or neither) and the subject', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`, VAPID_PRIVATE_KEY: 'y'.repeat(43) };
    expect(
      parseConfig(
        {
          PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4599/, https://push.example',
          VAPID_SUBJECT: 'mailto:ops@pay.bj',
          ...keys,
        },
        CWD,
      ).push,
    ).toEqual({
      serviceOrigins: ['http://127.0.0.1:4599', 'https://push.example'],
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      subject: 'mailto:ops@pay.bj',
    });
    expect(parseConfig({ PUBLIC_URL: 'https://pay.bj', ...SANDBOX }, CWD).push.subject).toBe(
      'https://pay.bj',
    );
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }, CWD)).toThrow(
      'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY : donnez les deux clés, ou aucune',
    );
    expect(() => parseConfig({ PUSH_SERVICE_ORIGINS: 'ftp://x', VAPID_SUBJECT: 'moi' }, CWD)).toThrow(
      /PUSH_SERVICE_ORIGINS : « ftp:\/\/x » n’est pas une URL http\(s\)[\s\S]*VAPID_SUBJECT/,
    );
  });

  it('reads flags as 1/0, true/false, yes/no, on/off', () => {
    for (const [value, expected] of [
      ['1', true],
      ['true', true],
      ['yes', true],
      ['on', true],
      ['0', false],
      ['false', false],
      ['no', false],
      ['off', false],
    ] as const) {
      expect(parseConfig({ SEED_DEMO: value }, CWD).seedDemo, value).toBe(expected);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is a count of proxies in front (1 for true, yes, on), or nobody', () => {
    for (const [value, expected] of [
      ['1', 1],
      ['true', 1],
      ['YES', 1],
      ['on', 1],
      ['2', 2],
      ['0', false],
      ['false', false],
      ['off', false],
    ] as const) {
      expect(parseConfig({ TRUST_PROXY: value }, CWD).trustProxy, value).toBe(expected);
    }
  });

  it('is the proxies’ addresses and networks, comma-separated, or proxy-addr’s named ranges', () => {
    expect(
      parseConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,::1, loopback,uniquelocal' }, CWD)
        .trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback', 'uniquelocal']);
  });

  it('names each bad entry', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, proxy.local, 10.0.0.0/40' })).toEqual([
      'TRUST_PROXY : « proxy.local » n’est ni un nombre de proxys, ni une adresse IP, ni un réseau (10.0.0.0/8)',
      'TRUST_PROXY : « 10.0.0.0/40 » n’est ni un nombre de proxys, ni une adresse IP, ni un réseau (10.0.0.0/8)',
    ]);
  });
});

describe('outside development (NODE_ENV=production, or an https PUBLIC_URL)', () => {
  const fedapay = {
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_SECRET_KEY: 'sk_live_abcdef',
    FEDAPAY_WEBHOOK_SECRET: 'wh_live_abcdef',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    ...TWILIO,
    IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32),
  };

  it('in development (a fresh `npm start`), loads the demo data and runs the sandbox, without warnings', () => {
    for (const env of [
      {},
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
      { PUBLIC_URL: 'http://pay.lan' },
    ]) {
      const config = parseConfig(env, CWD);
      expect([env, config.production, config.seedDemo, config.paymentProcessor]).toEqual([
        env,
        false,
        true,
        'sandbox',
      ]);
      expect(startWarnings(config)).toEqual([]);
    }
  });

  it('refuses to start without a processor named, saying which variable, in French', () => {
    const key = { IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32) };
    for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://pay.example.bj' }]) {
      expect(problemsOf({ ...env, ...key, ...TWILIO })).toEqual([
        'PAYMENT_PROCESSOR : requis hors développement (NODE_ENV=production ou PUBLIC_URL en https) : fedapay, ou sandbox pour des paiements simulés',
      ]);
    }
  });

  it('refuses to start without a real SMS provider and the codes’ key, or with the log provider, saying why', () => {
    for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://pay.example.bj' }]) {
      expect(
        problemsOf({ ...env, PAYMENT_PROCESSOR: 'sandbox', IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32) }),
      ).toEqual([
        'SMS_PROVIDER : requis hors développement (NODE_ENV=production ou PUBLIC_URL en https) : twilio, avec TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN et TWILIO_FROM ou TWILIO_MESSAGING_SERVICE_SID',
        'CODE_HASH_KEY : requis hors développement (32 octets en hexadécimal : openssl rand -hex 32)',
      ]);
      expect(problemsOf({ ...env, ...SANDBOX, SMS_PROVIDER: 'log' })).toEqual([
        'SMS_PROVIDER : « log » n’envoie aucun SMS et n’est permis qu’en développement : choisissez twilio',
      ]);
    }
  });

  it('configures Twilio with one sender, its API unless another URL is named, and the codes’ key', () => {
    const config = parseConfig({ NODE_ENV: 'production', ...SANDBOX }, CWD);
    expect(config.sms).toEqual({
      provider: 'twilio',
      twilio: {
        apiUrl: 'https://api.twilio.com',
        accountSid: TWILIO.TWILIO_ACCOUNT_SID,
        authToken: TWILIO.TWILIO_AUTH_TOKEN,
        from: { from: '1xpay' },
      },
    });
    expect(config.codeHashKey).toEqual(Buffer.alloc(32, 0xcd));
    const service = `MG${'1b'.repeat(16)}`;
    const { TWILIO_FROM: _from, ...withoutFrom } = TWILIO;
    expect(
      parseConfig(
        { ...withoutFrom, TWILIO_MESSAGING_SERVICE_SID: service, TWILIO_API_URL: 'http://127.0.0.1:9' },
        CWD,
      ).sms,
    ).toMatchObject({ twilio: { apiUrl: 'http://127.0.0.1:9', from: { messagingServiceSid: service } } });
    expect(problemsOf({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: service })).toEqual([
      'TWILIO_FROM et TWILIO_MESSAGING_SERVICE_SID : donnez l’un des deux (l’expéditeur des SMS), pas les deux',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+15005550006' })).toEqual([
      'TWILIO_ACCOUNT_SID : requis quand SMS_PROVIDER=twilio',
      'TWILIO_AUTH_TOKEN : requis quand SMS_PROVIDER=twilio',
    ]);
    expect(problemsOf({ ...TWILIO, TWILIO_FROM: 'un nom bien trop long' })).toEqual([
      'TWILIO_FROM : doit être un numéro E.164 (+1…) ou un nom d’expéditeur de 1 à 11 lettres et chiffres',
    ]);
  });

  it('loads no demo data and warns of nothing with a real processor', () => {
    for (const env of [
      { NODE_ENV: 'production', ...fedapay },
      { PUBLIC_URL: 'https://pay.example.bj', ...fedapay },
    ]) {
      const config = parseConfig(env, CWD);
      expect([config.production, config.seedDemo, config.paymentProcessor]).toEqual([true, false, 'fedapay']);
      expect(startWarnings(config)).toEqual([]);
    }
  });

  it('gives the demo data and the sandbox to an operator who asks for them, with a warning each', () => {
    const config = parseConfig(
      {
        NODE_ENV: 'production',
        SEED_DEMO: '1',
        PAYMENT_PROCESSOR: 'sandbox',
        TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
        ...TWILIO,
        IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32),
      },
      CWD,
    );
    expect([config.seedDemo, config.paymentProcessor]).toEqual([true, 'sandbox']);
    expect(startWarnings(config)).toEqual([
      'Attention : données de démonstration activées hors développement (SEED_DEMO=1) : leurs comptes, agents compris, ont un mot de passe public.',
      'Attention : processeur bac à sable hors développement (PAYMENT_PROCESSOR=sandbox) : aucun paiement n’est réel, chaque client approuve les siens.',
    ]);
    expect(parseConfig({ NODE_ENV: 'production', SEED_DEMO: '0', ...fedapay }, CWD).seedDemo).toBe(false);
  });

  it('warns outside development when the TOTP secrets have no key, and refuses a key that is not 32 bytes of hex', () => {
    const { TOTP_ENCRYPTION_KEY: _key, ...withoutKey } = fedapay;
    const config = parseConfig({ NODE_ENV: 'production', ...withoutKey }, CWD);
    expect(config.totpEncryptionKey).toBeUndefined();
    expect(startWarnings(config)).toEqual([
      'Attention : TOTP_ENCRYPTION_KEY absente : les secrets de double authentification des administrateurs sont gardés en clair dans la base.',
    ]);
    expect(parseConfig({ NODE_ENV: 'production', ...fedapay }, CWD).totpEncryptionKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
    expect(problemsOf({ TOTP_ENCRYPTION_KEY: 'trop courte' })).toEqual([
      'TOTP_ENCRYPTION_KEY : doit être une clé de 32 octets en hexadécimal (64 caractères)',
    ]);
  });
});

describe('IDENTITY_DOCUMENTS_KEY', () => {
  it('is required outside development, and must be 32 bytes of hex', () => {
    const { IDENTITY_DOCUMENTS_KEY: _key, ...withoutKey } = SANDBOX;
    expect(problemsOf({ NODE_ENV: 'production', ...withoutKey })).toEqual([
      'IDENTITY_DOCUMENTS_KEY : requise hors développement : 32 octets en hexadécimal (openssl rand -hex 32), la clé qui chiffre les pièces d’identité des clients',
    ]);
    expect(problemsOf({ IDENTITY_DOCUMENTS_KEY: 'trop courte' })).toEqual([
      'IDENTITY_DOCUMENTS_KEY : doit être une clé de 32 octets en hexadécimal (64 caractères)',
    ]);
    expect(parseConfig({ IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32) }, CWD).identityDocumentsKey).toEqual(
      Buffer.alloc(32, 0xcd),
    );
  });

  it('has a stand-in of 32 bytes in development, other than any key given', () => {
    const key = parseConfig({}, CWD).identityDocumentsKey;
    expect(key).toHaveLength(32);
    expect(key).not.toEqual(Buffer.alloc(32, 0xcd));
  });
});

describe('PUBLIC_URL and cookies', () => {
  it('makes cookies Secure for an https public URL, and drops trailing slashes', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://pay.example.bj/', ...SANDBOX }, CWD)).toMatchObject({
      publicUrl: 'https://pay.example.bj',
      allowedOrigins: ['https://pay.example.bj'],
      cookieSecure: true,
    });
    expect(parseConfig({ PUBLIC_URL: 'http://pay.example.bj' }, CWD).cookieSecure).toBe(false);
  });

  it('lets COOKIE_SECURE say otherwise', () => {
    expect(
      parseConfig({ PUBLIC_URL: 'https://pay.example.bj', COOKIE_SECURE: '0', ...SANDBOX }, CWD).cookieSecure,
    ).toBe(false);
    expect(
      parseConfig({ PUBLIC_URL: 'http://pay.example.bj', COOKIE_SECURE: 'true' }, CWD).cookieSecure,
    ).toBe(true);
    expect(parseConfig({ COOKIE_SECURE: 'on' }, CWD).cookieSecure).toBe(true);
  });

  it('allows the public origin (not its path) and the CORS_ORIGINS origins, each once', () => {
    const config = parseConfig(
      {
        PUBLIC_URL: 'https://example.bj/paiement/',
        ...SANDBOX,
        CORS_ORIGINS:
          ' https://app.example.bj/ , https://example.bj,https://admin.example.bj:8443/tableau,https://app.example.bj ',
      },
      CWD,
    );
    expect(config.publicUrl).toBe('https://example.bj/paiement');
    expect(config.allowedOrigins).toEqual([
      'https://example.bj',
      'https://app.example.bj',
      'https://admin.example.bj:8443',
    ]);
  });
});

describe('bad values', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', '0x50'],
    ['HOST', 'deux mots'],
    ['DATABASE_URL', 'mysql://x'],
    ['MASTER_ADMIN_EMAIL', 'nope'],
    ['MASTER_ADMIN_PASSWORD', 'trop-court'],
    ['MASTER_ADMIN_PASSWORD', 'x'.repeat(129)],
    ['SEED_DEMO', 'maybe'],
    ['COOKIE_SECURE', 'vrai'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, ::1/129'],
    ['TRUST_PROXY', '300'],
    ['PUBLIC_URL', 'ftp://x'],
    ['PUBLIC_URL', 'pas une url'],
    ['CORS_ORIGINS', 'https://ok.example, pas une url'],
    // Not http(s): its origin would be "null", the origin of sandboxed frames and local files.
    ['CORS_ORIGINS', 'localhost:5173'],
    ['CORS_ORIGINS', 'file:///tmp/page.html'],
    ['LOG_LEVEL', 'verbose'],
    ['JOB_CLAIM_SECONDS', '2'],
    ['JOB_CLAIM_SECONDS', '1.5'],
    ['HTTP_HEADERS_TIMEOUT_MS', '50'],
    ['HTTP_BODY_TIMEOUT_MS', '5000'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '10s'],
    ['PROCESS_ROLE', 'both'],
    ['SHUTDOWN_GRACE_SECONDS', '0'],
    ['SHUTDOWN_GRACE_SECONDS', 'dix'],
  ])('refuses %s=%s, naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} : \\S`));
  });

  it('runs HTTP and the job worker in one process unless told, and splits them only on PostgreSQL', () => {
    expect(parseConfig({}, '/srv')).toMatchObject({ role: 'all', shutdownGraceMs: 10_000 });
    const database = 'postgres://db.internal/1xpay';
    expect(parseConfig({ PROCESS_ROLE: 'worker', DATABASE_URL: database }, '/srv').role).toBe('worker');
    expect(
      parseConfig({ PROCESS_ROLE: 'web', DATABASE_URL: database, SHUTDOWN_GRACE_SECONDS: '25' }, '/srv'),
    ).toMatchObject({
      role: 'web',
      shutdownGraceMs: 25_000,
    });
    expect(problemsOf({ PROCESS_ROLE: 'web' })).toEqual([
      'PROCESS_ROLE : web ou worker demande DATABASE_URL (PostgreSQL) : la base PGlite n’appartient qu’à un processus, qui doit alors tout faire',
    ]);
  });

  it('says what is wrong in French', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL : doit commencer par postgres:// ou postgresql://',
    ]);
    // A primary and its standby, as libpq writes them (decision 064): accepted as written.
    const replicated = 'postgres://app@db-a:5432,db-b:5432/pay?target_session_attrs=read-write';
    expect(parseConfig({ DATABASE_URL: replicated }, CWD).databaseUrl).toBe(replicated);
    expect(problemsOf({ DATABASE_URL: 'postgres://db-a,db-b/pay?target_session_attrs=read-only' })).toEqual([
      'DATABASE_URL : target_session_attrs doit valoir any, read-write, primary',
    ]);
    expect(problemsOf({ MASTER_ADMIN_EMAIL: 'nope' })).toEqual([
      'MASTER_ADMIN_EMAIL : doit être une adresse e-mail',
    ]);
    expect(problemsOf({ MASTER_ADMIN_PASSWORD: 'onze-caract' })).toEqual([
      'MASTER_ADMIN_PASSWORD : doit contenir au moins 12 caractères',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'ftp://x' })).toEqual(['PUBLIC_URL : doit être une URL http(s)']);
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT : doit être un entier de 0 à 65535']);
    expect(problemsOf({ SEED_DEMO: 'maybe' })).toEqual([
      'SEED_DEMO : doit valoir 1, 0, true, false, yes, no, on ou off',
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'https://ok.example,localhost:5173' })).toEqual([
      'CORS_ORIGINS : « localhost:5173 » n’est pas une URL http(s)',
    ]);
  });

  it('lists every bad value at once, in a message that names each', () => {
    const env = {
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      MASTER_ADMIN_EMAIL: 'nope',
      MASTER_ADMIN_PASSWORD: 'court',
      SEED_DEMO: 'maybe',
      PUBLIC_URL: 'ftp://x',
      CORS_ORIGINS: 'pas une url,https://ok.example,ni celle-ci',
    };
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(' : ')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'MASTER_ADMIN_EMAIL',
      'MASTER_ADMIN_PASSWORD',
      'SEED_DEMO',
      'PUBLIC_URL',
      'CORS_ORIGINS',
      'CORS_ORIGINS',
    ]);
    let message = '';
    try {
      parseConfig(env, CWD);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Configuration invalide :');
    for (const problem of problems) expect(message).toContain(`  - ${problem}`);
  });
});

describe('PI-SPI settings (decision 067)', () => {
  const ca = createTestCa();
  const client = ca.issue('client', 'business');
  const dir = mkdtempSync(join(tmpdir(), 'pispi-config-'));
  writeFileSync(join(dir, 'client.key'), client.key);
  const settings = {
    PISPI_API_URL: 'https://participant.example/piz/v1',
    PISPI_TOKEN_URL: 'https://participant.example/oauth/token',
    PISPI_CLIENT_ID: 'business',
    PISPI_CLIENT_SECRET: 'secret-0123456789',
    // PEM text in the variable itself, its line breaks written \n as a one-line variable has them…
    PISPI_CLIENT_CERT: client.cert.replace(/\n/g, '\\n'),
    // …or a file's path, relative to the working directory.
    PISPI_CLIENT_KEY: 'client.key',
    PISPI_ALIAS: '3497a720-ab11-4973-9619-534e04f263a1',
    PISPI_WEBHOOK_SECRET: 'whsec-0123456789',
  };

  it('reads none by default, and every one given: certificates and key as PEM', () => {
    expect(parseConfig({}, dir).pispi).toBeUndefined();
    const pispi = parseConfig({ ...settings, PISPI_PAYOUTS: '1' }, dir).pispi;
    expect(pispi).toMatchObject({
      apiUrl: settings.PISPI_API_URL,
      tokenUrl: settings.PISPI_TOKEN_URL,
      alias: settings.PISPI_ALIAS,
      pollEveryMs: 10_000,
      payouts: true,
      tls: { cert: client.cert, key: client.key, ca: undefined },
    });
  });

  it('refuses a partial set, an http URL, a file that holds no PEM or a certificate that does not parse', () => {
    expect(problemsOf({ PISPI_API_URL: settings.PISPI_API_URL })).toContain(
      'PISPI_CLIENT_SECRET : requis avec les autres réglages PISPI_*',
    );
    expect(problemsOf({ ...settings, PISPI_API_URL: 'http://participant.example' })).toEqual([
      'PISPI_API_URL : doit être une URL https',
    ]);
    const problems = problemsOf({
      ...settings,
      PISPI_CLIENT_KEY: '/dev/null',
      PISPI_CA_CERT: '/no/such/file.pem',
    });
    expect(problems.map((problem) => problem.split(' : ')[0])).toEqual(['PISPI_CLIENT_KEY', 'PISPI_CA_CERT']);
    const broken = '-----BEGIN CERTIFICATE-----\\nAAAA\\n-----END CERTIFICATE-----';
    expect(problemsOf({ ...settings, PISPI_CLIENT_CERT: broken })[0]).toMatch(
      /^PISPI_CLIENT_CERT : illisible/,
    );
  });
});
