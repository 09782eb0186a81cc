import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * A local stand-in for a participant's « PI – API Business », written from the BCEAO's OpenAPI 3.0.3 document
 * (« PI - API BUSINESS - OpenAPI 3.0 », its public copy in github.com/lomiafrica/pi-spi-sdk, openapi.json), not from
 * our adapter. Like the document's participant it speaks HTTPS with mutual TLS only (a client certificate not
 * signed by the CA it is given is refused during the handshake) and OAuth2 client credentials:
 *   POST /oauth/token                    grant_type=client_credentials, the client's id and secret by HTTP Basic
 *                                        (or in the form, RFC 6749 §2.3.1); {access_token, token_type, expires_in,
 *                                        scope}; each call then needs `Authorization: Bearer` and its scope
 *   POST /piz/v1/demandes-paiements      DemandePaiementRequest: txId (≤ 35), confirmation, payeurAlias, payeAlias,
 *                                        montant, categorie (500, 521 with dateLimitePaiement, 401); answers 200
 *                                        INITIE (confirmation asked: the payer's name and country found), ENVOYE, or
 *                                        REJETE with statutRaison BE23 (payer alias unknown) or DU03 (txId used)
 *   PUT  …/demandes-paiements/{txId}/confirmations   {decision}: ENVOYE, or ANNULE; idempotent; the other
 *                                        decision after one is a 403
 *   GET  …/demandes-paiements/{txId}     DemandePaiementConsultationReponse
 *   POST /piz/v1/paiements, PUT …/paiements/{txId}/confirmations, GET …/paiements/{txId}   the same for a
 *                                        payment to an alias (PaiementRequest: no property outside its list)
 *   POST /piz/v1/webhooks                {callbackUrl, events?}: 201 with the HMAC `secret`, given only there
 * Errors are RFC 7807 problems (`application/problem+json`: type, title, status, detail, invalid-params).
 * The payer's bank app is played by the payer alias's last two digits, as the sandbox plays a payer's phone: once a
 * request is sent, `00` accepts it (IRREVOCABLE), `01` refuses it (REJETE BE05), `02` lets it expire (REJETE AEXR),
 * `03` cannot pay (REJETE AM04); `99` is an alias nobody has (BE23 at creation); any other waits for `answer`. A
 * payment to an alias ending `99` is BE23, to one ending `19` is rejected once confirmed (AC06), any other becomes
 * IRREVOCABLE. Each change is notified to the registered webhooks as the document's callback says: POST
 * {data: [event], meta: {total}} with `X-Signature`, the hex HMAC-SHA256 of the body with the webhook's secret
 * (PAIEMENT_RECU for a request accepted, RTP_REJETE for one refused, PAIEMENT_ENVOYE, PAIEMENT_REJETE).
 */
export type FakePispiOptions = {
  /** The server's certificate and key, and the CA whose client certificates it accepts (PEM). */
  tls: { cert: string; key: string; ca: string };
  clientId: string;
  clientSecret: string;
  /** The tokens' lifetime, seconds (default 3600). */
  tokenLifeS?: number;
  /** The secret POST /webhooks gives (default random). */
  webhookSecret?: string;
  /** The port it listens on, on 127.0.0.1 (default: any free one). */
  port?: number;
};

type Status = 'INITIE' | 'ENVOYE' | 'IRREVOCABLE' | 'REJETE' | 'ANNULE';

export type FakeRecord = {
  kind: 'demande' | 'paiement';
  txId: string;
  payeurAlias: string;
  payeAlias: string;
  montant: number;
  categorie: string | null;
  confirmation: boolean;
  statut: Status;
  statutRaison: string | null;
  end2endId: string;
  dateDemande: string;
  dateIrrevocabilite: string | null;
  body: Record<string, unknown>;
};

export type FakeDelivery = { url: string; body: string; signature: string; status: number | 'failed' };

export type FakePispi = {
  /** The API's base (https://127.0.0.1:port/piz/v1) and the token endpoint. */
  url: string;
  tokenUrl: string;
  records: Map<string, FakeRecord>;
  /** Every request that passed the TLS handshake: method, path, the client certificate's CN, parsed body. */
  requests: {
    method: string;
    path: string;
    clientCn: string;
    authorization: string | undefined;
    body: unknown;
  }[];
  tokensIssued(): number;
  /** Every token issued so far stops working (a revocation, or an expiry the client did not see coming). */
  revokeTokens(): void;
  /** The next `count` API calls (token endpoint excluded) answer `status` as a problem. */
  failNext(count: number, status: number): void;
  /** The payer answers a sent request: accept, or refuse with a reason (BE05 by default), or it expires. */
  answer(txId: string, outcome: 'accept' | 'refuse' | 'expire', reason?: string): void;
  deliveries: FakeDelivery[];
  /** A webhook body and its headers, signed with `secret` (default the webhook secret). */
  signedEvents(
    events: Record<string, unknown>[],
    secret?: string,
  ): { body: string; headers: Record<string, string> };
  webhookSecret: string;
  close(): Promise<void>;
};

const SCOPE_OF: Record<string, string> = {
  'POST /demandes-paiements': 'demande_paiement.write',
  'PUT /demandes-paiements/confirmations': 'demande_paiement.write',
  'GET /demandes-paiements': 'demande_paiement.read',
  'POST /paiements': 'paiement.write',
  'PUT /paiements/confirmations': 'paiement.write',
  'GET /paiements': 'paiement.read',
  'POST /webhooks': 'webhook.write',
};
const ALL_SCOPES = [...new Set(Object.values(SCOPE_OF))];
const PAYMENT_FIELDS = [
  'txId',
  'payeurAlias',
  'payeAlias',
  'montant',
  'refDocNumero',
  'refDocType',
  'motif',
  'programme',
  'confirmation',
];

function problem(response: ServerResponse, status: number, title: string, detail: string, extra = {}) {
  response.writeHead(status, { 'content-type': 'application/problem+json' });
  response.end(JSON.stringify({ type: 'about:blank', title, status, detail, ...extra }));
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An end-to-end id as the document's examples write them: E, the participant's code, the date, a random tail. */
function end2endId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `ESNB001${stamp}${randomBytes(8).toString('hex').slice(0, 14)}`;
}

export async function startFakePispi(options: FakePispiOptions): Promise<FakePispi> {
  const records = new Map<string, FakeRecord>();
  const tokens = new Map<string, { expiresAt: number; scopes: string[] }>();
  const subscriptions: { callbackUrl: string; secret: string; events: string[] | undefined }[] = [];
  const requests: FakePispi['requests'] = [];
  const deliveries: FakeDelivery[] = [];
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('hex');
  let issued = 0;
  let failures = { count: 0, status: 503 };
  const key = (kind: FakeRecord['kind'], txId: string) => `${kind}:${txId}`;

  function sign(body: string, secret: string) {
    return createHmac('sha256', secret).update(body).digest('hex');
  }

  function signedEvents(events: Record<string, unknown>[], secret = webhookSecret) {
    const body = JSON.stringify({ data: events, meta: { total: events.length } });
    return { body, headers: { 'content-type': 'application/json', 'x-signature': sign(body, secret) } };
  }

  /** The document's callback: each registered webhook that wants this event gets it, signed with its secret. */
  function notify(record: FakeRecord) {
    const evCode =
      record.kind === 'demande'
        ? record.statut === 'IRREVOCABLE'
          ? 'PAIEMENT_RECU'
          : 'RTP_REJETE'
        : record.statut === 'IRREVOCABLE'
          ? 'PAIEMENT_ENVOYE'
          : 'PAIEMENT_REJETE';
    const event = {
      evCode,
      evDate: new Date().toISOString(),
      txId: record.txId,
      end2endId: record.end2endId,
      montant: record.montant,
      client: 'Client de test',
      alias: record.kind === 'demande' ? record.payeAlias : record.payeurAlias,
      ...(record.statutRaison === null ? {} : { motif: record.statutRaison }),
    };
    for (const subscription of subscriptions) {
      if (subscription.events !== undefined && !subscription.events.includes(evCode)) continue;
      const { body, headers } = signedEvents([event], subscription.secret);
      const delivery: FakeDelivery = {
        url: subscription.callbackUrl,
        body,
        signature: headers['x-signature'] ?? '',
        status: 'failed',
      };
      deliveries.push(delivery);
      fetch(subscription.callbackUrl, { method: 'POST', headers, body }).then(
        async (answer) => {
          delivery.status = answer.status;
          await answer.body?.cancel();
        },
        () => undefined,
      );
    }
  }

  function settle(record: FakeRecord, statut: Status, reason: string | null) {
    record.statut = statut;
    record.statutRaison = reason;
    if (statut === 'IRREVOCABLE') record.dateIrrevocabilite = new Date().toISOString();
    if (statut === 'IRREVOCABLE' || statut === 'REJETE') notify(record);
  }

  /** What happens once a request or payment is sent: the payer's app, played by the alias's ending. */
  function sent(record: FakeRecord) {
    record.statut = 'ENVOYE';
    if (record.kind === 'paiement') {
      if (record.payeAlias.endsWith('19')) settle(record, 'REJETE', 'AC06');
      else settle(record, 'IRREVOCABLE', null);
      return;
    }
    const ending = record.payeurAlias.slice(-2);
    if (ending === '00') settle(record, 'IRREVOCABLE', null);
    if (ending === '01') settle(record, 'REJETE', 'BE05');
    if (ending === '02') settle(record, 'REJETE', 'AEXR');
    if (ending === '03') settle(record, 'REJETE', 'AM04');
  }

  function view(record: FakeRecord) {
    return {
      ...record.body,
      txId: record.txId,
      payeurAlias: record.payeurAlias,
      payeAlias: record.payeAlias,
      montant: record.montant,
      confirmation: record.confirmation,
      ...(record.categorie === null ? {} : { categorie: record.categorie }),
      statut: record.statut,
      ...(record.statutRaison === null ? {} : { statutRaison: record.statutRaison }),
      end2endId: record.end2endId,
      dateDemande: record.dateDemande,
      ...(record.statutRaison === 'BE23'
        ? {}
        : record.kind === 'demande'
          ? { payeurNom: 'Client de test', payeurPays: 'BJ' }
          : { payeNom: 'Bénéficiaire de test', payePays: 'BJ' }),
      ...(record.dateIrrevocabilite === null ? {} : { dateIrrevocabilite: record.dateIrrevocabilite }),
    };
  }

  function token(request: IncomingMessage, response: ServerResponse, text: string) {
    const form = new URLSearchParams(text);
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (basic !== undefined) {
      const [user = '', password = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      id = decodeURIComponent(user);
      secret = decodeURIComponent(password);
    }
    if (form.get('grant_type') !== 'client_credentials')
      return json(response, 400, { error: 'unsupported_grant_type' });
    if (id !== options.clientId || secret !== options.clientSecret)
      return json(response, 401, { error: 'invalid_client' });
    const asked = (form.get('scope') ?? '').split(' ').filter((scope) => ALL_SCOPES.includes(scope));
    const scopes = asked.length === 0 ? ALL_SCOPES : asked;
    const value = randomBytes(24).toString('base64url');
    const lifeS = options.tokenLifeS ?? 3600;
    tokens.set(value, { expiresAt: Date.now() + lifeS * 1000, scopes });
    issued += 1;
    json(response, 200, {
      access_token: value,
      token_type: 'Bearer',
      expires_in: lifeS,
      scope: scopes.join(' '),
    });
  }

  function invalid(response: ServerResponse, params: { name: string; reason: string }[]) {
    problem(response, 400, 'Bad Request', 'La requête est malformée', { 'invalid-params': params });
  }

  function create(kind: FakeRecord['kind'], body: Record<string, unknown>, response: ServerResponse) {
    const bad: { name: string; reason: string }[] = [];
    const text = (name: string, max = 140) => {
      const value = body[name];
      if (typeof value !== 'string' || value === '' || value.length > max)
        bad.push({ name, reason: `chaîne de 1 à ${max} caractères requise` });
      return typeof value === 'string' ? value : '';
    };
    const txId = text('txId', 35);
    const payeurAlias = text('payeurAlias');
    const payeAlias = text('payeAlias');
    const montant = body.montant;
    if (typeof montant !== 'number' || !Number.isSafeInteger(montant) || montant <= 0)
      bad.push({ name: 'montant', reason: 'montant entier positif en XOF requis' });
    if (typeof body.confirmation !== 'boolean') bad.push({ name: 'confirmation', reason: 'booléen requis' });
    let categorie: string | null = null;
    if (kind === 'demande') {
      categorie = typeof body.categorie === 'string' ? body.categorie : '';
      if (!['500', '521', '401'].includes(categorie))
        bad.push({ name: 'categorie', reason: 'doit valoir 500, 521 ou 401' });
      if (categorie !== '500' && typeof body.dateLimitePaiement !== 'string')
        bad.push({ name: 'dateLimitePaiement', reason: 'requise pour cette catégorie' });
    } else {
      for (const name of Object.keys(body))
        if (!PAYMENT_FIELDS.includes(name)) bad.push({ name, reason: 'propriété inconnue' });
    }
    if (bad.length > 0) return invalid(response, bad);
    const now = new Date().toISOString();
    const duplicate = records.get(key(kind, txId));
    const record: FakeRecord = {
      kind,
      txId,
      payeurAlias,
      payeAlias,
      montant: montant as number,
      categorie,
      confirmation: body.confirmation as boolean,
      statut: 'INITIE',
      statutRaison: null,
      end2endId: end2endId(),
      dateDemande: now,
      dateIrrevocabilite: null,
      body,
    };
    if (duplicate !== undefined)
      return json(response, 200, { ...view(record), statut: 'REJETE', statutRaison: 'DU03' });
    records.set(key(kind, txId), record);
    const looked = kind === 'demande' ? payeurAlias : payeAlias;
    if (looked.endsWith('99')) {
      record.statut = 'REJETE';
      record.statutRaison = 'BE23';
      return json(response, 200, view(record));
    }
    if (!record.confirmation) sent(record);
    json(response, 200, view(record));
  }

  function confirm(record: FakeRecord, body: Record<string, unknown>, response: ServerResponse) {
    if (typeof body.decision !== 'boolean')
      return invalid(response, [{ name: 'decision', reason: 'booléen requis' }]);
    const cancelled = record.statut === 'ANNULE';
    if (body.decision ? cancelled : record.statut !== 'INITIE' && !cancelled)
      return problem(response, 403, 'Forbidden', body.decision ? 'Déjà annulée' : 'Déjà confirmée');
    if (record.statut === 'INITIE') {
      if (body.decision) sent(record);
      else record.statut = 'ANNULE';
    }
    json(response, 200, view(record));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'https://fake');
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    const socket = request.socket as TLSSocket;
    const body = (() => {
      try {
        return text === '' ? undefined : JSON.parse(text);
      } catch {
        return text;
      }
    })();
    requests.push({
      method,
      path: url.pathname,
      clientCn: String(socket.getPeerCertificate().subject?.CN ?? ''),
      authorization: request.headers.authorization,
      body,
    });
    if (method === 'POST' && url.pathname === '/oauth/token') return token(request, response, text);
    const match = /^\/piz\/v1\/(demandes-paiements|paiements|webhooks)(?:\/([^/]+))?(\/confirmations)?$/.exec(
      url.pathname,
    );
    if (match === null)
      return problem(response, 404, 'NotFound', "La ressource n'existe pas dans le système");
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = bearer === undefined ? undefined : tokens.get(bearer);
    if (grant === undefined || grant.expiresAt <= Date.now())
      return problem(response, 401, 'Unauthorized', 'Autorisations insuffisantes');
    const [, collection = '', id, confirmation] = match;
    const scope = SCOPE_OF[`${method} /${collection}${confirmation ?? ''}`];
    if (scope === undefined) return problem(response, 405, 'Method Not Allowed', 'Méthode non permise');
    if (!grant.scopes.includes(scope)) return problem(response, 403, 'Forbidden', `Portée ${scope} requise`);
    if (failures.count > 0) {
      failures.count -= 1;
      return problem(response, failures.status, 'Service Unavailable', 'Service indisponible');
    }
    const payload = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (collection === 'webhooks') {
      if (typeof payload.callbackUrl !== 'string')
        return invalid(response, [{ name: 'callbackUrl', reason: 'URL requise' }]);
      const events = Array.isArray(payload.events) ? payload.events.map(String) : undefined;
      subscriptions.push({ callbackUrl: payload.callbackUrl, secret: webhookSecret, events });
      return json(response, 201, {
        id: String(subscriptions.length),
        callbackUrl: payload.callbackUrl,
        ...(events === undefined ? {} : { events }),
        dateCreation: new Date().toISOString(),
        secret: webhookSecret,
      });
    }
    const kind = collection === 'paiements' ? 'paiement' : 'demande';
    if (id === undefined) return create(kind, payload, response);
    const record = records.get(key(kind, decodeURIComponent(id)));
    if (record === undefined)
      return problem(response, 404, 'NotFound', "La ressource n'existe pas dans le système");
    if (confirmation !== undefined) return confirm(record, payload, response);
    json(response, 200, view(record));
  }

  const server = createServer(
    {
      cert: options.tls.cert,
      key: options.tls.key,
      ca: options.tls.ca,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      handle(request, response).catch((error: unknown) =>
        problem(response, 500, 'Internal Server Error', String(error)),
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;

  return {
    url: `${origin}/piz/v1`,
    tokenUrl: `${origin}/oauth/token`,
    records,
    requests,
    deliveries,
    webhookSecret,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    failNext(count, status) {
      failures = { count, status };
    },
    answer(txId, outcome, reason) {
      const record = records.get(key('demande', txId));
      if (record === undefined || record.statut !== 'ENVOYE') throw new Error(`no request ${txId} waiting`);
      if (outcome === 'accept') settle(record, 'IRREVOCABLE', null);
      else settle(record, 'REJETE', outcome === 'expire' ? 'AEXR' : (reason ?? 'BE05'));
    },
    signedEvents,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
