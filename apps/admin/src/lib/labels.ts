import {
  ERROR_MESSAGES,
  isOperatorId,
  normaliseStatusCode,
  OPERATION_FAILED_CODE,
  OPERATORS,
  PENDING_LABELS,
  resolveTransactionStatus,
  type StatusKind,
} from '@1xpay/domain';
import { MESSAGES, type MessageKey } from '../messages.ts';

type Text = (id: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** What a payment is, for the labels that name it: its type, or any payment when unknown. */
export type PaymentType = 'deposit' | 'withdrawal' | 'transfer' | 'other';

export type AgentStatus = { code: number; kind: StatusKind; label: string };

const KNOWN = new Set<number>([
  ...Object.keys(PENDING_LABELS).map(Number),
  ...Object.keys(ERROR_MESSAGES).map(Number),
  200,
  235,
]);

/**
 * A payment's status as an agent reads it (§4's class and code, in words for the dashboard, not the customer's
 * sentence): « Le client n’a pas approuvé le paiement » where the customer reads « Vous n’avez pas approuvé… »,
 * « Payé, retrait bloqué par la vérification » on a withdrawal. A failed delivery is its 528.
 */
export function agentStatus(
  t: Text,
  status: { statusCode: number; finished: boolean; operationStatus?: string | null; type?: string | null },
): AgentStatus {
  const resolved = resolveTransactionStatus(
    { statusCode: status.statusCode, finished: status.finished },
    status.operationStatus === null || status.operationStatus === undefined
      ? null
      : { operationStatus: status.operationStatus },
  );
  const type: PaymentType =
    status.type === 'deposit' || status.type === 'withdrawal' || status.type === 'transfer'
      ? status.type
      : 'other';
  const code =
    resolved.code === OPERATION_FAILED_CODE ? OPERATION_FAILED_CODE : normaliseStatusCode(resolved.code);
  const key: MessageKey =
    code === 200
      ? status.finished
        ? 'status.200.finished'
        : 'status.200.running'
      : KNOWN.has(code)
        ? (`status.${code}` as MessageKey)
        : 'status.461';
  return { code, kind: resolved.kind, label: t(key, { type }) };
}

/** An operator by name (« MTN MoMo », « Carte bancaire »), its id when unknown. */
export function operatorName(id: string): string {
  return isOperatorId(id) ? OPERATORS[id] : id;
}

/** A job's kind in words (`transaction.poll` → « interrogation du prestataire »), never its code name. */
export function jobName(t: Text, kind: string): string {
  const key = `job.${kind}`;
  return Object.hasOwn(MESSAGES.fr, key) ? t(key as MessageKey) : t('job.other');
}

/** A processor by name (« Bac à sable (test) », « FedaPay »), its id when unknown. */
export function processorName(t: Text, processor: string): string {
  return processor === 'sandbox' || processor === 'fedapay' || processor === 'pispi'
    ? t(`processor.${processor}`)
    : processor;
}

/** What a processor calls its reference of a payment: « Référence FedaPay », « Référence PI-SPI (end-to-end) »… */
export function processorReferenceLabel(t: Text, processor: string): string {
  return processor === 'pispi'
    ? t('processorReference.pispi')
    : t('processorReference.other', { processor: processorName(t, processor) });
}

function partnerName(t: Text, partner: string): string {
  return partner === '1xbet' ? t('partner.1xbet') : partner;
}

/** A ledger account in words (« Fonds clients à livrer » for `customer_funds_in_transit`), its id when unknown. */
export function accountName(t: Text, account: string): string {
  const [name = '', detail = ''] = account.split(':');
  switch (name) {
    case 'processor_clearing':
      return t('account.processorClearing', { processor: processorName(t, detail) });
    case 'partner_payable':
      return t('account.partnerPayable', { partner: partnerName(t, detail) });
    case 'customer_funds_in_transit':
      return t('account.inTransit');
    case 'fees_revenue':
      return t('account.feesRevenue');
    case 'refunds_due':
      return t('account.refundsDue');
    case 'refunds_paid_outside':
      return t('account.refundsPaidOutside');
    default:
      return account;
  }
}
