import { createHash, createPrivateKey, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { type PispiOptions, readPemSetting } from './adapters/processors/pispi.ts';
import { PROCESSOR_NAMES, type ProcessorName } from './adapters/processors/processor.ts';
import { SMS_PROVIDERS } from './adapters/sms/sms.ts';
import type { TwilioOptions } from './adapters/sms/twilio.ts';
import { parseDatabaseUrl } from './db/hosts.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'doit valoir 1, 0, true, false, yes, no, on ou off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const bracketed = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** An http(s) URL's origin; undefined for anything else (another scheme's origin would be the opaque "null"). */
function httpOrigin(text: string): string | undefined {
  const url = URL.parse(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
}

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a network in CIDR notation (`10.0.0.0/8`, `fd00::/8`) or one of PROXY_RANGES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Comma-separated http(s) origins; each bad entry is its own problem, so all of them are reported at once. */
const originList = z.string().transform((value, context) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const origin = httpOrigin(entry);
      if (origin === undefined)
        context.addIssue({ code: 'custom', message: `« ${entry} » n’est pas une URL http(s)` });
      return origin === undefined ? [] : [origin];
    }),
);

const base64Url = z.string().regex(/^[A-Za-z0-9_-]{20,}$/, 'doit être une clé en base64url');

/**
 * TRUST_PROXY: whose X-Forwarded-For tells the client's address. The proxies' addresses and networks,
 * comma-separated: only a request sent by one of them is believed, and the client is the nearest address that is
 * not theirs. Or a count of proxies in front of the server, believed only from a sender on this machine or a
 * private network (http/request-context.ts); `true`, `yes` and `on` count one, as `1` does. `0` or `false`:
 * nobody, the socket's address is the client's. Never "everyone": any client could then name itself any address
 * and escape the per-IP limits.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const word = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  if (['true', 'yes', 'on'].includes(word)) return 1;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const entries = word
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries.filter((candidate) => !isProxyAddress(candidate)))
    context.addIssue({
      code: 'custom',
      message: `« ${entry} » n’est ni un nombre de proxys, ni une adresse IP, ni un réseau (10.0.0.0/8)`,
    });
  return entries.length === 0 ? false : entries;
});

/** apps/web's build output, beside this app in the repository. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/build/client', import.meta.url));
const DEFAULT_ADMIN_DIR = fileURLToPath(new URL('../../admin/build', import.meta.url));

const PORT_PROBLEM = 'doit être un entier de 0 à 65535';

/** A duration in milliseconds, `min` to 10 minutes. */
const milliseconds = (fallback: string, min: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'doit être un nombre de millisecondes')
    .default(fallback)
    .transform(Number)
    .pipe(z.number().min(min, `doit valoir au moins ${min}`).max(600_000, 'doit valoir au plus 600000'));

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_PROBLEM)
    .transform(Number)
    .pipe(z.number().max(65_535, PORT_PROBLEM))
    .default(3000),
  HOST: z
    .string()
    .refine((host) => httpOrigin(`http://${bracketed(host)}:3000`) !== undefined, {
      error: "doit être un nom d'hôte ou une adresse IP",
    })
    .default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    // One host, or several (a primary and its standbys) with target_session_attrs, as libpq writes them.
    .superRefine((url, context) => {
      try {
        parseDatabaseUrl(url);
      } catch (error) {
        if (/^postgres(ql)?:\/\//.test(url))
          context.addIssue({
            code: 'custom',
            message: error instanceof Error ? error.message : String(error),
          });
      }
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  MASTER_ADMIN_EMAIL: z.email('doit être une adresse e-mail').optional(),
  MASTER_ADMIN_PASSWORD: z
    .string()
    .min(12, 'doit contenir au moins 12 caractères')
    .max(128, 'doit contenir au plus 128 caractères')
    .optional(),
  /** Default: on in development, off outside it (see `production`). */
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'doit être une URL http(s)' }).optional(),
  COOKIE_SECURE: flag.optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Comma-separated; each bad entry is its own problem, so all of them are reported at once. */
  CORS_ORIGINS: originList.default([]),
  /**
   * Push services the server will call besides the browsers' own (Google's, Mozilla's, Apple's, Microsoft's):
   * comma-separated origins, e.g. a test suite's local push service.
   */
  PUSH_SERVICE_ORIGINS: originList.default([]),
  /** The VAPID key pair (RFC 8292), unpadded base64url as web-push writes it; unset: generated once, in the database. */
  VAPID_PUBLIC_KEY: base64Url.optional(),
  VAPID_PRIVATE_KEY: base64Url.optional(),
  /** Who push services may contact about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, 'doit être une adresse mailto: ou une URL https:')
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Bearer token GET /1xpay/metrics asks for; unset, the metrics are not served. */
  METRICS_TOKEN: z.string().min(16, 'doit contenir au moins 16 caractères').max(256).optional(),
  /** A request slower than this is logged at warn with its timings. */
  SLOW_REQUEST_MS: z
    .string()
    .regex(/^\d{1,6}$/, 'doit être un nombre de millisecondes')
    .default('1000')
    .transform(Number),
  /** The HTTP server's time limits (http/server-timeouts.ts). */
  HTTP_HEADERS_TIMEOUT_MS: milliseconds('10000', 100),
  HTTP_BODY_TIMEOUT_MS: milliseconds('30000', 100),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds('72000', 100),
  BRAND_NAME: z.string().min(1).max(40).default('1xpay'),
  /** Four-eyes (decision 046): how old an approver's grant must be, in hours (0 to 720). */
  FOUR_EYES_COOLING_HOURS: z
    .string()
    .regex(/^\d{1,3}$/, 'doit être un nombre d’heures')
    .default('24')
    .transform(Number)
    .refine((hours) => hours <= 720, 'doit être au plus 720 (30 jours)'),
  /** 32 bytes in hex: the AES-256-GCM key of the admins' TOTP secrets (decision 027). Unset: kept in clear. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'doit être une clé de 32 octets en hexadécimal (64 caractères)')
    .optional(),
  /** Who sends the SMS (decision 055): `log` keeps them in memory (development and tests), `twilio` sends them. */
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'doit être une URL http(s)' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(
      /^AC[0-9a-fA-F]{32}$/,
      'doit être un identifiant de compte Twilio (AC suivi de 32 chiffres hexadécimaux)',
    )
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'doit contenir au moins 16 caractères').max(128).optional(),
  /** A Twilio number in E.164, or an alphanumeric sender ID (1–11 letters, digits or spaces, one letter at least). */
  TWILIO_FROM: z
    .string()
    .regex(
      /^(?:\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
      'doit être un numéro E.164 (+1…) ou un nom d’expéditeur de 1 à 11 lettres et chiffres',
    )
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(
      /^MG[0-9a-fA-F]{32}$/,
      'doit être un identifiant de service Twilio (MG suivi de 32 chiffres hexadécimaux)',
    )
    .optional(),
  /** 32 bytes in hex: the HMAC key of the one-time codes kept in the database (decision 056). */
  CODE_HASH_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'doit être une clé de 32 octets en hexadécimal (64 caractères)')
    .optional(),
  /**
   * 32 bytes in hex: the AES-256-GCM key of the customers' identity documents (decision 057). Required outside
   * development; in development a fixed key, written in this file, stands in.
   */
  IDENTITY_DOCUMENTS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'doit être une clé de 32 octets en hexadécimal (64 caractères)')
    .optional(),
  WEB_DIR: z.string().min(1).optional(),
  ADMIN_DIR: z.string().min(1).optional(),
  /** Default: the sandbox in development; outside it, required. */
  PAYMENT_PROCESSOR: z.enum(PROCESSOR_NAMES).optional(),
  PAYMENT_EXPIRY_MINUTES: z
    .string()
    .regex(/^\d{1,4}$/, 'doit être un nombre de minutes')
    .default('15')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1')),
  FEDAPAY_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  FEDAPAY_API_URL: z.url({ protocol: /^https?$/, error: 'doit être une URL http(s)' }).optional(),
  FEDAPAY_SECRET_KEY: z.string().min(8, 'doit contenir au moins 8 caractères').optional(),
  FEDAPAY_WEBHOOK_SECRET: z.string().min(8, 'doit contenir au moins 8 caractères').optional(),
  FEDAPAY_POLL_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, 'doit être un nombre de secondes')
    .default('60')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1')),
  /** FedaPay enabled payouts on our account (decision 061): without it, every delivery goes to an agent. */
  FEDAPAY_PAYOUTS: flag.default(false),
  /**
   * PI-SPI through a participant's « PI – API Business » (decision 067): given, the bank rail (decision 069). All of
   * them or none (PISPI_CA_CERT, PISPI_PAYOUTS and PISPI_POLL_SECONDS optional); certificates and keys are PEM text
   * or a PEM file's path.
   */
  PISPI_API_URL: z.url({ protocol: /^https$/, error: 'doit être une URL https' }).optional(),
  PISPI_TOKEN_URL: z.url({ protocol: /^https$/, error: 'doit être une URL https' }).optional(),
  PISPI_CLIENT_ID: z.string().min(1).max(200).optional(),
  PISPI_CLIENT_SECRET: z.string().min(8, 'doit contenir au moins 8 caractères').optional(),
  PISPI_CLIENT_CERT: z.string().min(1).optional(),
  PISPI_CLIENT_KEY: z.string().min(1).optional(),
  PISPI_CA_CERT: z.string().min(1).optional(),
  PISPI_ALIAS: z.string().min(1).max(99).optional(),
  PISPI_WEBHOOK_SECRET: z.string().min(8, 'doit contenir au moins 8 caractères').optional(),
  PISPI_POLL_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, 'doit être un nombre de secondes')
    .default('10')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1')),
  PISPI_PAYOUTS: flag.default(false),
  PARTNER_AUTO_CREDIT: flag.default(false),
  SANDBOX_STEP_MS: z
    .string()
    .regex(/^\d{1,6}$/, 'doit être un nombre de millisecondes')
    .default('1000')
    .transform(Number),
  /** How often the reconciliation looks for transactions breaking the money rule (decision 044). */
  MONEY_RULE_CHECK_MINUTES: z
    .string()
    .regex(/^\d{1,4}$/, 'doit être un nombre de minutes')
    .default('15')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1')),
  JOB_CLAIM_SECONDS: z
    .string()
    .regex(/^\d{1,4}$/, 'doit être un nombre de secondes')
    .default('30')
    .transform(Number)
    .pipe(z.number().min(3, 'doit valoir au moins 3')),
  JOB_CONCURRENCY: z
    .string()
    .regex(/^\d{1,2}$/, 'doit être un nombre de tâches')
    .default('4')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1').max(32, 'doit valoir au plus 32')),
  PROCESS_ROLE: z.enum(['all', 'web', 'worker'], { error: 'doit valoir all, web ou worker' }).default('all'),
  SHUTDOWN_GRACE_SECONDS: z
    .string()
    .regex(/^\d{1,3}$/, 'doit être un nombre de secondes')
    .default('10')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1').max(300, 'doit valoir au plus 300')),
  SWEEP_BATCH_SIZE: z
    .string()
    .regex(/^\d{1,5}$/, 'doit être un nombre de paiements')
    .default('200')
    .transform(Number)
    .pipe(z.number().min(1, 'doit valoir au moins 1')),
});

/**
 * Development's identity documents key (never outside it: the start is refused there without IDENTITY_DOCUMENTS_KEY).
 * Public by nature: the demo's documents are generated pictures.
 */
const DEVELOPMENT_DOCUMENTS_KEY = createHash('sha256')
  .update('1xpay: development identity documents key')
  .digest();

export type Config = {
  /**
   * Outside development: NODE_ENV=production or an https PUBLIC_URL. Then nothing unsafe is on by default: no demo
   * data (known passwords), no sandbox (anyone approves their own payments); asked for, they are warned about.
   */
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  masterAdminEmail: string | undefined;
  masterAdminPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  /** Origins allowed to call with credentials: the public URL's and CORS_ORIGINS. */
  allowedOrigins: readonly string[];
  cookieSecure: boolean;
  uploadDir: string;
  /** Fastify's trustProxy: nobody (false), a count of proxies in front, or the proxies' addresses and networks. */
  trustProxy: false | number | readonly string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The Bearer token of GET /1xpay/metrics; undefined: not served. */
  metricsToken: string | undefined;
  /** A request slower than this (ms) is logged at warn, with where its time went. */
  slowRequestMs: number;
  /**
   * The HTTP server's limits (ms): a request's head must arrive within `headersMs`, the whole request (head and
   * body) within `bodyMs`, and a kept-alive connection is closed after `keepAliveMs` without a request.
   */
  httpTimeouts: { headersMs: number; bodyMs: number; keepAliveMs: number };
  brandName: string;
  /** Four-eyes: an approver's grant must have gained nothing for this long (decision 046). */
  fourEyesCoolingMs: number;
  /** The AES-256-GCM key of the admins' TOTP secrets; undefined: they are stored in clear (warned about). */
  totpEncryptionKey: Buffer | undefined;
  /**
   * Who sends the SMS (decision 055): `log` (development and tests only) keeps them in memory and prints them;
   * `twilio` sends them through Twilio's API.
   */
  sms: { provider: 'log' } | { provider: 'twilio'; twilio: Omit<TwilioOptions, 'fetch' | 'timeoutMs'> };
  /** The HMAC key of the one-time codes' hashes (decision 056); in development, a fixed key when unset. */
  codeHashKey: Buffer;
  /** The AES-256-GCM key of the identity documents (IDENTITY_DOCUMENTS_KEY; development's stand-in without it). */
  identityDocumentsKey: Buffer;
  /** The marketing site's build (apps/web/build/client), served at `/` when it exists. */
  webDir: string;
  adminDir: string;
  /** Who collects and pays out: `sandbox` simulates the operators; `fedapay` is FedaPay's API. */
  paymentProcessor: ProcessorName;
  /** How long a payer has to approve a payment before it expires (451). */
  paymentExpiryMs: number;
  /** FedaPay's API and secrets, when it is the processor. */
  fedapay:
    | { apiUrl: string; secretKey: string; webhookSecret: string; pollEveryMs: number; payouts: boolean }
    | undefined;
  /** PI-SPI's participant, certificates read (decision 067), when all its settings are given: not yet at checkout. */
  pispi: Omit<PispiOptions, 'now' | 'timeoutMs' | 'maxAnswerBytes' | 'scope'> | undefined;
  /** The sandbox's delay between two steps of a payment. */
  sandboxStepMs: number;
  /** How long a worker's claim on a job holds without being extended: a dead worker's jobs are taken again after it. */
  jobClaimMs: number;
  /** Jobs one process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /** What this process does (PROCESS_ROLE): serve HTTP, run the job worker, or both. */
  role: 'all' | 'web' | 'worker';
  /** How long a stopping process waits for its requests and jobs in flight (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** The payments the sweeper reads and decides per batch; a sweep goes on, batch after batch, until none is left. */
  sweepBatchSize: number;
  /** How often the reconciliation checks the money rule (MONEY_RULE_CHECK_MINUTES). */
  moneyRuleCheckMs: number;
  /** Deposits are credited to betting accounts by the partner adapter (sandbox) rather than by an agent. */
  partnerAutoCredit: boolean;
  /** Web Push: the push services' origins accepted beyond the browsers' own, the VAPID keys if configured. */
  push: {
    serviceOrigins: readonly string[];
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
  };
};

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Development's key for the codes' hashes when CODE_HASH_KEY is unset: public, so refused outside development (a
 * leaked database would then give away the codes still valid, 10^6 tries each).
 */
const DEVELOPMENT_CODE_HASH_KEY = Buffer.alloc(32, 0x1f);

/**
 * What the SMS settings lack or contradict (decision 055): outside development, a real provider and the codes' key
 * are required, and the log provider is refused (its codes are readable by anyone on the machine); with Twilio, its
 * account, token and one sender.
 */
function smsProblems(present: Record<string, string | undefined>, production: boolean): string[] {
  const problems: string[] = [];
  const provider = present.SMS_PROVIDER;
  if (production && provider === undefined)
    problems.push(
      'SMS_PROVIDER : requis hors développement (NODE_ENV=production ou PUBLIC_URL en https) : twilio, avec TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN et TWILIO_FROM ou TWILIO_MESSAGING_SERVICE_SID',
    );
  if (production && provider === 'log')
    problems.push(
      'SMS_PROVIDER : « log » n’envoie aucun SMS et n’est permis qu’en développement : choisissez twilio',
    );
  if (production && present.CODE_HASH_KEY === undefined)
    problems.push(
      'CODE_HASH_KEY : requis hors développement (32 octets en hexadécimal : openssl rand -hex 32)',
    );
  if (provider === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'])
      if (present[name] === undefined) problems.push(`${name} : requis quand SMS_PROVIDER=twilio`);
    const senders = ['TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'].filter(
      (name) => present[name] !== undefined,
    );
    if (senders.length !== 1)
      problems.push(
        'TWILIO_FROM et TWILIO_MESSAGING_SERVICE_SID : donnez l’un des deux (l’expéditeur des SMS), pas les deux',
      );
  }
  return problems;
}

const PISPI_REQUIRED = [
  'PISPI_API_URL',
  'PISPI_TOKEN_URL',
  'PISPI_CLIENT_ID',
  'PISPI_CLIENT_SECRET',
  'PISPI_CLIENT_CERT',
  'PISPI_CLIENT_KEY',
  'PISPI_ALIAS',
  'PISPI_WEBHOOK_SECRET',
] as const;

/**
 * PI-SPI's settings (decision 067): none, or every required one; its certificates and key read (PEM text or file)
 * and parsed now, so that a wrong file stops the start rather than the first payment. Problems go to `problems`.
 */
function pispiSettings(e: z.infer<typeof envSchema>, cwd: string, problems: string[]): Config['pispi'] {
  const given = PISPI_REQUIRED.filter((name) => e[name] !== undefined);
  if (given.length === 0 && e.PISPI_CA_CERT === undefined) return undefined;
  const missing = PISPI_REQUIRED.filter((name) => e[name] === undefined);
  for (const name of missing) problems.push(`${name} : requis avec les autres réglages PISPI_*`);
  const pem = (
    name: 'PISPI_CLIENT_CERT' | 'PISPI_CLIENT_KEY' | 'PISPI_CA_CERT',
    check: (text: string) => void,
  ) => {
    const value = e[name];
    if (value === undefined) return undefined;
    try {
      const text = readPemSetting(value, cwd);
      check(text);
      return text;
    } catch (error) {
      problems.push(`${name} : illisible (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    }
  };
  const cert = pem('PISPI_CLIENT_CERT', (text) => new X509Certificate(text));
  const key = pem('PISPI_CLIENT_KEY', (text) => createPrivateKey(text));
  const ca = pem('PISPI_CA_CERT', (text) => new X509Certificate(text));
  if (
    e.PISPI_API_URL === undefined ||
    e.PISPI_TOKEN_URL === undefined ||
    e.PISPI_CLIENT_ID === undefined ||
    e.PISPI_CLIENT_SECRET === undefined ||
    e.PISPI_ALIAS === undefined ||
    e.PISPI_WEBHOOK_SECRET === undefined ||
    cert === undefined ||
    key === undefined
  )
    return undefined;
  return {
    apiUrl: e.PISPI_API_URL,
    tokenUrl: e.PISPI_TOKEN_URL,
    clientId: e.PISPI_CLIENT_ID,
    clientSecret: e.PISPI_CLIENT_SECRET,
    tls: { cert, key, ca },
    alias: e.PISPI_ALIAS,
    webhookSecret: e.PISPI_WEBHOOK_SECRET,
    pollEveryMs: e.PISPI_POLL_SECONDS * 1000,
    payouts: e.PISPI_PAYOUTS,
  };
}

/** Reads the environment once, at boot. Empty variables count as unset. Throws ConfigError naming each bad one. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`);
  const production = present.NODE_ENV === 'production' || /^https:/i.test(present.PUBLIC_URL ?? '');
  if (production && present.PAYMENT_PROCESSOR === undefined)
    problems.push(
      'PAYMENT_PROCESSOR : requis hors développement (NODE_ENV=production ou PUBLIC_URL en https) : fedapay, ou sandbox pour des paiements simulés',
    );
  if (present.PAYMENT_PROCESSOR === 'fedapay') {
    for (const name of ['FEDAPAY_SECRET_KEY', 'FEDAPAY_WEBHOOK_SECRET'])
      if (present[name] === undefined) problems.push(`${name} : requis quand PAYMENT_PROCESSOR=fedapay`);
  }
  problems.push(...smsProblems(present, production));
  if (parsed.success && parsed.data.HTTP_BODY_TIMEOUT_MS < parsed.data.HTTP_HEADERS_TIMEOUT_MS)
    problems.push(
      'HTTP_BODY_TIMEOUT_MS : doit valoir au moins HTTP_HEADERS_TIMEOUT_MS (la requête entière comprend son en-tête)',
    );
  if (
    (present.PROCESS_ROLE === 'web' || present.PROCESS_ROLE === 'worker') &&
    present.DATABASE_URL === undefined
  )
    problems.push(
      'PROCESS_ROLE : web ou worker demande DATABASE_URL (PostgreSQL) : la base PGlite n’appartient qu’à un processus, qui doit alors tout faire',
    );
  if (production && present.IDENTITY_DOCUMENTS_KEY === undefined)
    problems.push(
      'IDENTITY_DOCUMENTS_KEY : requise hors développement : 32 octets en hexadécimal (openssl rand -hex 32), la clé qui chiffre les pièces d’identité des clients',
    );
  if ((present.VAPID_PUBLIC_KEY === undefined) !== (present.VAPID_PRIVATE_KEY === undefined))
    problems.push('VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY : donnez les deux clés, ou aucune');
  const pispi = parsed.success ? pispiSettings(parsed.data, cwd, problems) : undefined;
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const dataDir = absolute(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${bracketed(e.HOST)}:${e.PORT}`).replace(/\/+$/, '');
  // PUBLIC_URL is an http(s) URL and HOST makes one: both checked by the schema.
  const publicOrigin = httpOrigin(publicUrl) ?? publicUrl;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    masterAdminEmail: e.MASTER_ADMIN_EMAIL?.toLowerCase(),
    masterAdminPassword: e.MASTER_ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !production,
    publicUrl,
    allowedOrigins: [...new Set([publicOrigin, ...e.CORS_ORIGINS])],
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    uploadDir: e.UPLOAD_DIR === undefined ? resolve(dataDir, 'uploads') : absolute(e.UPLOAD_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      bodyMs: e.HTTP_BODY_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    brandName: e.BRAND_NAME,
    fourEyesCoolingMs: e.FOUR_EYES_COOLING_HOURS * 3_600_000,
    totpEncryptionKey:
      e.TOTP_ENCRYPTION_KEY === undefined ? undefined : Buffer.from(e.TOTP_ENCRYPTION_KEY, 'hex'),
    sms:
      e.SMS_PROVIDER === 'twilio' && e.TWILIO_ACCOUNT_SID !== undefined && e.TWILIO_AUTH_TOKEN !== undefined
        ? {
            provider: 'twilio',
            twilio: {
              apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from:
                e.TWILIO_MESSAGING_SERVICE_SID === undefined
                  ? { from: e.TWILIO_FROM ?? '' }
                  : { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID },
            },
          }
        : { provider: 'log' },
    codeHashKey:
      e.CODE_HASH_KEY === undefined ? DEVELOPMENT_CODE_HASH_KEY : Buffer.from(e.CODE_HASH_KEY, 'hex'),
    identityDocumentsKey:
      e.IDENTITY_DOCUMENTS_KEY === undefined
        ? DEVELOPMENT_DOCUMENTS_KEY
        : Buffer.from(e.IDENTITY_DOCUMENTS_KEY, 'hex'),
    webDir: e.WEB_DIR === undefined ? DEFAULT_WEB_DIR : absolute(e.WEB_DIR),
    adminDir: e.ADMIN_DIR === undefined ? DEFAULT_ADMIN_DIR : absolute(e.ADMIN_DIR),
    paymentProcessor: e.PAYMENT_PROCESSOR ?? 'sandbox',
    paymentExpiryMs: e.PAYMENT_EXPIRY_MINUTES * 60_000,
    fedapay:
      e.PAYMENT_PROCESSOR === 'fedapay' &&
      e.FEDAPAY_SECRET_KEY !== undefined &&
      e.FEDAPAY_WEBHOOK_SECRET !== undefined
        ? {
            apiUrl:
              e.FEDAPAY_API_URL ??
              (e.FEDAPAY_ENVIRONMENT === 'live'
                ? 'https://api.fedapay.com'
                : 'https://sandbox-api.fedapay.com'),
            secretKey: e.FEDAPAY_SECRET_KEY,
            webhookSecret: e.FEDAPAY_WEBHOOK_SECRET,
            pollEveryMs: e.FEDAPAY_POLL_SECONDS * 1000,
            payouts: e.FEDAPAY_PAYOUTS,
          }
        : undefined,
    pispi,
    sandboxStepMs: e.SANDBOX_STEP_MS,
    jobClaimMs: e.JOB_CLAIM_SECONDS * 1000,
    jobConcurrency: e.JOB_CONCURRENCY,
    role: e.PROCESS_ROLE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    sweepBatchSize: e.SWEEP_BATCH_SIZE,
    moneyRuleCheckMs: e.MONEY_RULE_CHECK_MINUTES * 60_000,
    partnerAutoCredit: e.PARTNER_AUTO_CREDIT,
    push: {
      serviceOrigins: e.PUSH_SERVICE_ORIGINS,
      vapidKeys:
        e.VAPID_PUBLIC_KEY === undefined || e.VAPID_PRIVATE_KEY === undefined
          ? undefined
          : { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : 'mailto:push@1xpay.invalid'),
    },
  };
}

/**
 * What the start banner warns about: outside development, what the operator turned on that is unsafe there (demo
 * accounts whose password is public, the sandbox's simulated payments), or left out (the TOTP secrets' key).
 */
export function startWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.seedDemo)
    warnings.push(
      'Attention : données de démonstration activées hors développement (SEED_DEMO=1) : leurs comptes, agents compris, ont un mot de passe public.',
    );
  if (config.paymentProcessor === 'sandbox')
    warnings.push(
      'Attention : processeur bac à sable hors développement (PAYMENT_PROCESSOR=sandbox) : aucun paiement n’est réel, chaque client approuve les siens.',
    );
  if (config.totpEncryptionKey === undefined)
    warnings.push(
      'Attention : TOTP_ENCRYPTION_KEY absente : les secrets de double authentification des administrateurs sont gardés en clair dans la base.',
    );
  return warnings;
}
