import { ERROR_MESSAGES } from './error-catalogue.ts';

/**
 * The server's transaction state machine (§4.2):
 * 201 validating → 202 initiated → 203 payment info valid → 204 waiting for the customer → 230/232 paid, awaiting
 * verification → 231 delivery in progress → 200 finished. Before the money is collected, the processor's
 * refusals end it (404, 450, 451, 452, 460, 461, 505); once paid, verification may block it (235) and a failed
 * delivery makes it 528. A finished transaction never moves again.
 */
/** 414: a card without 3-D Secure, refused on the processor's hosted card page once the payer typed it. */
const PROCESSOR_REFUSALS = [404, 414, 450, 451, 452, 460, 461, 505] as const;
const VALIDATION_REFUSALS = [400, 401, 402, 403, 406, 407, 408, 409, 410, 411, 413, 414, 462] as const;
/** The betting partner's refusals of a withdrawal code: unknown, already used, expired, another amount. */
export const WITHDRAWAL_REFUSALS = [470, 471, 472, 473] as const;

export const STATUS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  /** Not yet at the processor: refused by it, or expired at the payment's deadline (451). */
  201: [202, ...VALIDATION_REFUSALS, 451, 461, 505],
  202: [203, 204, 230, 232, ...PROCESSOR_REFUSALS],
  203: [204, 230, 232, ...PROCESSOR_REFUSALS],
  204: [230, 232, ...PROCESSOR_REFUSALS],
  230: [231, 235],
  232: [231, 235],
  /** Blocked after payment: an admin releases it (231) or it is reversed (528). */
  235: [231, 528],
  231: [200, 528],
  200: [],
};

/**
 * A withdrawal (decision 062) collects nothing from a mobile-money number: the betting partner pays it. At 201 the
 * partner is asked to confirm the withdrawal code and its amount: confirmed, the money is the service's to deliver
 * (230, then verification, delivery and 200 or 528 as any payment); refused, it ends with the refusal's code; the
 * partner out of reach until the deadline, it expires (451). It never visits the processor's steps 202–204.
 */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  ...STATUS_TRANSITIONS,
  201: [230, ...WITHDRAWAL_REFUSALS, ...VALIDATION_REFUSALS, 451, 461, 505],
  202: [],
  203: [],
  204: [],
};

/** Codes after which nothing changes: success and every error. */
export function isFinalStatus(code: number): boolean {
  return code === 200 || Object.hasOwn(ERROR_MESSAGES, code);
}

/** Whether a transaction (of `type`, when known) at `from` may move to `to`. */
export function canTransition(from: number, to: number, type?: string): boolean {
  if (isFinalStatus(from)) return false;
  const machine = type === 'withdrawal' ? WITHDRAWAL_TRANSITIONS : STATUS_TRANSITIONS;
  return (machine[from] ?? []).includes(to);
}

/** Codes at which the customer's money has been collected and not yet delivered nor returned. */
export function holdsCollectedMoney(code: number): boolean {
  return code === 230 || code === 231 || code === 232 || code === 235;
}

/**
 * The money event a transition is, if any: entering a collected state is the collection; reaching 200 the
 * delivery; failing after collection (528) the reversal.
 */
export function ledgerEventOf(from: number, to: number): 'collection' | 'delivery' | 'reversal' | undefined {
  if (!holdsCollectedMoney(from) && holdsCollectedMoney(to)) return 'collection';
  if (to === 200) return 'delivery';
  if (holdsCollectedMoney(from) && isFinalStatus(to)) return 'reversal';
  return undefined;
}
