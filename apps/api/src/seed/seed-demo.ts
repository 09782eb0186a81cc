import {
  canMoveMoney,
  canTransition,
  isFinalStatus,
  isOperatorId,
  type LedgerEntry,
  methodOf,
  OPERATORS,
  quote,
  type UserAuthenticationStatus,
  withRefundNote,
} from '@1xpay/domain';
import { count, eq, ne } from 'drizzle-orm';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import { DEFAULT_OPERATORS, operatorsOf } from '../catalogue/index.ts';
import type { Deps, UserRow } from '../common/context.ts';
import { sealBytes } from '../common/sealed-secrets.ts';
import { bookEntries, entryOf, entryOfMove } from '../common/transitions.ts';
import type { Executor } from '../db/client.ts';
import {
  adminGrants,
  identityFiles,
  identitySubmissions,
  operations,
  pictures,
  refunds,
  settings,
  transactionEvents,
  transactions,
  users,
} from '../db/schema.ts';
import { fileContext } from '../identity/index.ts';
import { bannerPng } from './banner-png.ts';
import {
  CARD_OUTCOMES,
  CARD_SERVER_MESSAGES,
  CARD_SHARE,
  DEMO_AGENTS,
  DEMO_COUNTRIES,
  DEMO_FEES,
  DEMO_PASSWORD,
  DEMO_PRONOSTICS,
  DEMO_PUBS,
  DEMO_RATES,
  DEMO_REASONS,
  demoSourceOf,
  demoWalkTo,
  ERROR_CODES,
  FIRST_NAMES,
  LAST_NAMES,
  OPERATION_FAILURES,
  PENDING_CODES,
  random,
  SERVER_MESSAGES,
  STATUS_MIX,
  STATUS_WEIGHTS,
} from './demo-data.ts';
import { cardBackPng, cardFrontPng, type DemoPerson, selfiePng } from './identity-pictures.ts';

export const DEMO_USERS = 50;
export const DEMO_TRANSACTIONS = 500;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The mobile-money operators of a country's default catalogue (`bank` has no deposit address, no demo payment). */
const mobileMoneyOf = (country: string) =>
  operatorsOf(DEFAULT_OPERATORS, country).filter((operator) => methodOf(operator) === 'mobile_money');

/** The most moves a demo walk makes after 201 (demoWalkTo: 202, 203, 204, 230, 231, then 200 or 528). */
const DEMO_MAX_MOVES = 6;
/**
 * The master's number in the demo: a Beninese mobile number no demo customer draws (their shapes are 0196, 0197
 * and 0166) and no e2e spec registers (beninPhone: 0196 and 0197), instead of the +999 placeholder the start
 * gives a master created from the configuration.
 */
export const DEMO_MASTER_PHONE = '+2290190000001';

export type DemoSummary = {
  users: number;
  transactions: number;
  customerLogins: string[];
  agentLogins: string[];
};

/** Loads the demo world into an empty database (only the master admin in it). Does nothing otherwise. */
export async function seedDemo(deps: Deps): Promise<DemoSummary | undefined> {
  const [others] = await deps.db.select({ n: count() }).from(users).where(ne(users.isMaster, true));
  if ((others?.n ?? 0) > 0) return undefined;

  const rand = random(20_261_121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const digits = (shape: string) => shape.replace(/x/g, () => String(Math.floor(rand() * 10)));
  const now = deps.clock().getTime();
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  const [master] = await deps.db.select().from(users).where(ne(users.isMaster, false)).limit(1);
  if (master === undefined) throw new Error('the master admin must exist before the demo data');

  const countryCodes = Object.keys(DEMO_COUNTRIES);
  const phones = new Set<string>();
  const customers = Array.from({ length: DEMO_USERS }, (_, index) => {
    const country = countryCodes[index % countryCodes.length] as string;
    const shape = DEMO_COUNTRIES[country];
    if (shape === undefined) throw new Error(`no demo shape for ${country}`);
    let phone: string;
    do phone = `+${shape.callingCode}${digits(pick(shape.mobile))}`;
    while (phones.has(phone));
    phones.add(phone);
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const slug = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return {
      authorizationKey: newAuthorizationKey(),
      firstName,
      lastName,
      phoneNumber: phone,
      country,
      email: `${slug}.${index + 1}@demo.1xpay.local`,
      accountId1xBet: String(100_000_000 + Math.floor(rand() * 800_000_000)),
      passwordHash,
      registeredAt: new Date(now - Math.floor(rand() * 180 * DAY) - DAY),
      authenticationStatus: STATUS_MIX[index % STATUS_MIX.length] ?? 'accepted',
    };
  });

  return deps.db.transaction(async (tx) => {
    const insertedCustomers = await tx.insert(users).values(customers).returning();
    const payers = insertedCustomers.filter((user) => user.authenticationStatus !== 'pending');
    const agents = await tx
      .insert(users)
      .values(
        DEMO_AGENTS.map((agent) => ({
          authorizationKey: newAuthorizationKey(),
          firstName: agent.firstName,
          lastName: agent.lastName,
          phoneNumber: agent.phone,
          country: agent.countries[0] ?? 'BJ',
          email: agent.email,
          passwordHash,
          registeredAt: new Date(now - 200 * DAY),
          isAdmin: true,
          // As the real path leaves them: a registered account, its number verified (active), given a grant by the
          // master admin.
          authenticationStatus: 'active',
        })),
      )
      .returning();
    await tx.insert(adminGrants).values(
      agents.map((agent, index) => ({
        adminId: agent.id,
        countries: DEMO_AGENTS[index]?.countries ?? [],
        allowedOperationsTypes: DEMO_AGENTS[index]?.types ?? [],
      })),
    );
    const agentsOf = (country: string) =>
      agents.find((_, index) => DEMO_AGENTS[index]?.countries.includes(country))?.id ?? master.id;
    const agentFor = (country: string, type: string) => {
      const index = DEMO_AGENTS.findIndex(
        (a) => a.countries.includes(country) && (a.types as string[]).includes(type),
      );
      return agents[index]?.id ?? master.id;
    };

    await seedIdentities(tx, deps, insertedCustomers, agentsOf, now);

    const currencies = new Map(DEFAULT_OPERATORS.countries.map((entry) => [entry.country, entry.currency]));
    const payersInXof = payers.filter((payer) => currencies.get(payer.country) === 'XOF');
    const weighted = STATUS_WEIGHTS.flatMap(([code, weight]) => Array<number | 'success'>(weight).fill(code));
    const everyStatus: (number | 'success' | 'running')[] = [
      'success',
      'running',
      ...PENDING_CODES,
      235,
      ...ERROR_CODES,
    ];
    const rows: (typeof transactions.$inferInsert)[] = [];
    const events: (typeof transactionEvents.$inferInsert)[] = [];
    const entries: { entry: LedgerEntry; at: Date }[] = [];
    const ops: (typeof operations.$inferInsert)[] = [];
    const refundRows: (typeof refunds.$inferInsert)[] = [];
    for (let index = 0; index < DEMO_TRANSACTIONS; index += 1) {
      // A `pending` account has not verified its number: it has never paid (§4.4).
      const status = everyStatus[index] ?? pick(weighted);
      // 414 is a card's refusal: its payer is in an XOF country, where cards are taken.
      const sender = pick(status === 414 ? payersInXof : payers);
      if (sender === undefined) continue;
      const type =
        status === 414 ? 'deposit' : rand() < 0.7 ? 'deposit' : rand() < 0.6 ? 'transfer' : 'withdrawal';
      const code = status === 'success' || status === 'running' ? 200 : status;
      const amount = BigInt(Math.max(500, Math.round((500 + rand() ** 3 * 300_000) / 100) * 100));
      const currency = currencies.get(sender.country) ?? 'XOF';
      // Some XOF deposits by card on the sandbox's card page, the rest by mobile money. No bank payment: it would
      // name PI-SPI, which a demo server is not configured with.
      const byCard =
        status === 414 ||
        (type === 'deposit' && currency === 'XOF' && CARD_OUTCOMES.includes(status) && rand() < CARD_SHARE);
      const operator = byCard ? 'card' : pick(mobileMoneyOf(sender.country));
      // A payment waiting for its delivery came in over the last hours, as on a working day: agents open a queue of
      // minutes and hours, not months (the same draws of the generator, spread over six hours). Every payment was
      // created at least 20 minutes ago, so that its moves (a second apart at least) are all in the past and in
      // order: a timeline never runs backwards.
      const waitsForDelivery = code === 231 || status === 'running';
      const early = rand();
      const late = rand();
      const createdAt = waitsForDelivery
        ? new Date(now - Math.floor(early * 6 * HOUR) - 20 * MINUTE)
        : new Date(
            Math.min(
              now - 20 * MINUTE,
              Math.max(sender.registeredAt.getTime(), now - Math.floor(early * 90 * DAY)) +
                Math.floor((late * DAY) / 2),
            ),
          );
      const updatedAt = new Date(
        createdAt.getTime() +
          Math.max(Math.floor(rand() * (waitsForDelivery ? 3 : 15) * MINUTE), (DEMO_MAX_MOVES + 1) * 1000),
      );
      const reference = `1XP-${createdAt.toISOString().slice(2, 10).replace(/-/g, '')}-${(index + 1).toString(36).toUpperCase().padStart(4, '0')}${Math.floor(
        rand() * 1296,
      )
        .toString(36)
        .toUpperCase()
        .padStart(2, '0')}`;
      const beneficiaryCountry = type === 'transfer' ? pick(countryCodes) : null;
      const beneficiaryShape = beneficiaryCountry === null ? undefined : DEMO_COUNTRIES[beneficiaryCountry];
      // Priced as POST /api/transactions prices a payment: the demo fee rules of the payment's currency and, for a
      // transfer across currencies, what the beneficiary receives at the demo rates.
      const priced = quote({
        amount,
        type,
        country: sender.country,
        operator,
        currency,
        fees: DEMO_FEES.fees,
        rates: DEMO_RATES.countries,
        beneficiaryCountry: beneficiaryCountry ?? undefined,
      });
      const fees = priced.fees;
      const operationStatus =
        code === 528
          ? 'error'
          : code === 231 || status === 'running'
            ? 'pending'
            : code === 200
              ? 'success'
              : undefined;
      const failureMessage = operationStatus === 'error' ? pick(OPERATION_FAILURES[type]) : null;
      // A failed delivery's refund was sent (below): the customer reads why, then that the money came back.
      const message =
        code === 528
          ? withRefundNote(failureMessage, 'refunded')
          : (failureMessage ??
            (byCard ? CARD_SERVER_MESSAGES[code] : undefined) ??
            SERVER_MESSAGES[code] ??
            null);
      const row = {
        reference,
        senderId: sender.id,
        type,
        country: sender.country,
        operator,
        payerPhone: sender.phoneNumber,
        beneficiaryPhone:
          beneficiaryShape === undefined
            ? null
            : `+${beneficiaryShape.callingCode}${digits(pick(beneficiaryShape.mobile))}`,
        beneficiaryCountry,
        accountId1xBet: type === 'deposit' ? sender.accountId1xBet : null,
        amount,
        fees,
        currency,
        receivedAmount: priced.receivedAmount ?? null,
        receivedCurrency: priced.receivedCurrency ?? null,
        rate: priced.rate ?? null,
        statusCode: code,
        message,
        // "Paid, in progress" (running): a status record that says 200 before it says finished (§4.1).
        finished: isFinalStatus(code) && status !== 'running',
        processor: 'sandbox',
        createdAt,
        updatedAt,
      };
      rows.push(row);
      // The moves the payments engine makes to bring a payment there, checked against its state machine: their
      // status history, and the ledger entries moveTransaction books for them (collection, delivery, reversal).
      const walk = demoWalkTo(code);
      events.push({ reference, fromCode: null, toCode: 201, source: 'api', at: createdAt });
      let from = 201;
      for (const [step, to] of walk.entries()) {
        if (!canTransition(from, to)) throw new Error(`demo walk of ${reference}: ${from} → ${to}`);
        const span = updatedAt.getTime() - createdAt.getTime();
        const at = new Date(createdAt.getTime() + Math.round((span * (step + 1)) / walk.length));
        const last = step === walk.length - 1;
        events.push({
          reference,
          fromCode: from,
          toCode: to,
          message: last ? message : null,
          source: demoSourceOf(to),
          at,
        });
        const entry = entryOfMove(row, from, to);
        if (entry !== undefined) entries.push({ entry, at });
        // Every reversal opens a refund (decision 042): the demo's were sent by the processor, and booked so.
        if (entry?.kind === 'reversal') {
          entries.push({ entry: entryOf(row, 'refund'), at: updatedAt });
          refundRows.push({
            reference,
            processor: row.processor,
            amount: row.amount + row.fees,
            currency: row.currency,
            phone: row.payerPhone,
            status: 'sent',
            processorReference: `sbx_refund_${reference}`,
            createdAt: updatedAt,
            updatedAt,
          });
        }
        from = to;
      }
      if (operationStatus !== undefined) {
        ops.push({
          transactionReference: reference,
          adminId: agentFor(sender.country, type),
          operationStatus,
          failureMessage,
          // The operator's or partner's own number for a delivery an agent completed (migration 0026).
          deliveryReference:
            operationStatus === 'success'
              ? `${operator.slice(0, 2).toUpperCase()}${reference.slice(-6)}`
              : null,
          createdAt: updatedAt,
          updatedAt,
        });
      }
    }
    for (let start = 0; start < rows.length; start += 100)
      await tx.insert(transactions).values(rows.slice(start, start + 100));
    for (let start = 0; start < events.length; start += 500)
      await tx.insert(transactionEvents).values(events.slice(start, start + 500));
    // Postings of collections and their deliveries or reversals together: the database checks that no balance ends
    // below zero, as it does for every move.
    await bookEntries(tx, entries);
    for (let start = 0; start < ops.length; start += 100)
      await tx.insert(operations).values(ops.slice(start, start + 100));
    for (let start = 0; start < refundRows.length; start += 100)
      await tx.insert(refunds).values(refundRows.slice(start, start + 100));

    const pubs = [];
    for (const pub of DEMO_PUBS) {
      const path = `pictures/${crypto.randomUUID()}.png`;
      const bytes = bannerPng(640, 320, pub.color);
      await deps.pictures.save(path, bytes);
      await tx
        .insert(pictures)
        .values({ path, contentType: 'image/png', size: bytes.byteLength, createdBy: master.id });
      pubs.push({ id: pub.id, title: pub.title, picture: path, link: pub.link, active: true });
    }
    const addresses = Object.entries(DEMO_COUNTRIES).flatMap(([country, shape]) =>
      mobileMoneyOf(country)
        .slice(0, 2)
        .map((operator, index) => ({
          id: `${country.toLowerCase()}-${operator}`,
          country,
          operator,
          label: `${isOperatorId(operator) ? OPERATORS[operator] : operator} ${country}`,
          accountNumber: `+${shape.callingCode}${digits(shape.mobile[index] ?? shape.mobile[0] ?? '')}`,
          accountName: `1xpay ${country} collecte`,
          instructions:
            'Composez le code USSD de votre opérateur, puis validez le paiement avec votre code secret.',
          active: true,
        })),
    );
    const pronostics = DEMO_PRONOSTICS.map(({ inDays, ...pronostic }) => ({
      ...pronostic,
      startsAt: Math.floor((now + inDays * DAY) / 3_600_000) * 3_600_000 + 19 * 3_600_000,
      active: true,
    }));
    await tx.insert(settings).values([
      { key: 'fees', value: DEMO_FEES, updatedBy: master.id },
      { key: 'rates', value: DEMO_RATES, updatedBy: master.id },
      { key: 'addresses', value: addresses, updatedBy: master.id },
      { key: 'pubs', value: pubs, updatedBy: master.id },
      { key: 'pronostics', value: pronostics, updatedBy: master.id },
    ]);
    // The master in the demo is a person of the service, in Benin, with a real-looking number.
    if (master.phoneNumber.startsWith('+999'))
      await tx
        .update(users)
        .set({ phoneNumber: DEMO_MASTER_PHONE, country: 'BJ' })
        .where(eq(users.id, master.id));
    return {
      users: insertedCustomers.length + agents.length,
      transactions: rows.length,
      // Customers who may pay (their number verified), for trying the app at once.
      customerLogins: insertedCustomers
        .filter((user) => canMoveMoney(user.authenticationStatus as UserAuthenticationStatus))
        .slice(0, 3)
        .map((user) => `${user.email} / ${user.phoneNumber}`),
      agentLogins: agents.map((agent) => agent.email),
    };
  });
}

const BANDS: readonly (readonly [number, number, number])[] = [
  [4, 135, 93],
  [196, 98, 16],
  [30, 90, 160],
];

/**
 * The demo's identity checks (issue 34): each verified customer (`accepted`) with the documents an agent of their
 * country accepted; those at `waitForInfoCompletion` waiting for review, or sent back with a reason; one level-1
 * customer whose documents were refused; the suspended ones with the reason they read. The pictures are drawn here (a
 * card with the customer's names, its back, a selfie) and sealed as real ones are (IDENTITY_DOCUMENTS_KEY).
 */
async function seedIdentities(
  tx: Executor,
  deps: Deps,
  customers: readonly UserRow[],
  agentOf: (country: string) => string,
  now: number,
): Promise<void> {
  let refused = false;
  let waiting = 0;
  for (const [index, customer] of customers.entries()) {
    const status = customer.authenticationStatus;
    if (status === 'transactionSuspended') {
      await tx
        .update(users)
        .set({ statusReason: DEMO_REASONS.suspended, statusBeforeSuspension: 'active' })
        .where(eq(users.id, customer.id));
      continue;
    }
    let state: 'accepted' | 'waiting' | 'moreInfo' | 'rejected';
    if (status === 'accepted') state = 'accepted';
    else if (status === 'waitForInfoCompletion') state = waiting++ % 2 === 0 ? 'waiting' : 'moreInfo';
    else if (status === 'active' && !refused) {
      refused = true;
      state = 'rejected';
    } else continue;
    const submittedAt = new Date(
      state === 'waiting' ? now - (index + 1) * 47 * MINUTE : now - ((index % 20) + 3) * DAY,
    );
    const decided = state !== 'waiting';
    const reason =
      state === 'moreInfo' ? DEMO_REASONS.moreInfo : state === 'rejected' ? DEMO_REASONS.rejected : null;
    const [submission] = await tx
      .insert(identitySubmissions)
      .values({
        userId: customer.id,
        documentKind: index % 4 === 3 ? 'passport' : 'idCard',
        state,
        submittedAt,
        decidedAt: decided ? new Date(submittedAt.getTime() + 2 * HOUR) : null,
        decidedBy: decided ? agentOf(customer.country) : null,
        reason,
      })
      .returning();
    if (submission === undefined) throw new Error('demo identity submission insert returned nothing');
    const person: DemoPerson = {
      firstName: customer.firstName,
      lastName: customer.lastName,
      country: customer.country,
      documentNumber: `${customer.country}${String(100_000 + index * 7919).slice(0, 6)}`,
    };
    const band = BANDS[index % BANDS.length] ?? [4, 135, 93];
    const pictures: [string, Buffer][] = [
      ['front', cardFrontPng(person, band)],
      ...(submission.documentKind === 'idCard'
        ? ([['back', cardBackPng(person, band)]] as [string, Buffer][])
        : []),
      ['selfie', selfiePng(person)],
    ];
    await tx.insert(identityFiles).values(
      pictures.map(([side, bytes]) => ({
        submissionId: submission.id,
        side,
        contentType: 'image/png',
        size: bytes.byteLength,
        width: side === 'selfie' ? 480 : 640,
        height: side === 'selfie' ? 640 : 400,
        sealed: sealBytes(deps.config.identityDocumentsKey, fileContext(submission.id, side), bytes),
      })),
    );
    if (state === 'moreInfo')
      await tx.update(users).set({ statusReason: reason }).where(eq(users.id, customer.id));
  }
}
