import {
  type DocumentKind,
  type Formats,
  type LabelledChange,
  labelChanges,
  pathChanges,
} from '../../lib/document-fields.ts';
import type { MessageKey } from '../../messages.ts';

type Text = Formats['t'];

/** An audit entry as the API lists it (GET /api/audit). */
export type Entry = {
  action: string;
  actorName: string | null;
  target: string | null;
  targetName: string | null;
  before: unknown;
  after: unknown;
};

/** What the sentence names after its author: a person, a payment (with its page), a job. */
export type Target = { kind: 'user' | 'payment' | 'job' | 'none'; text: string; to?: string };

/** The marker the sentence is cut at to put the target's link in. */
export const TARGET = '\u2063';

const SIMPLE = new Set([
  'sandbox.approve',
  'sandbox.decline',
  'admin.master',
  'admin.add',
  'admin.revoke',
  'admin.rights.save',
  'user.lock',
  'user.allow',
  'user.sessions.end',
  'user.suspend',
  'user.resume',
  'identity.submit',
  'identity.view',
  'identity.accept',
  'identity.sendBack',
  'identity.reject',
  'user.password',
  'user.password.refused',
  'user.logout-all',
  'user.phone.verify',
  'user.phone.change',
  'user.password.recover',
  'totp.enable',
  'totp.disable',
  'totp.reset',
  'operation.claim',
  'operation.reassign',
  'operation.complete',
  'operation.fail',
  'transaction.requeue',
  'transaction.cancel',
  'transaction.release',
  'transaction.reverse',
  'refund.retry',
  'refund.paidOutside',
  'job.requeue',
  'job.cancel',
  'picture.upload',
  'push.queue',
  'users.export',
  'transactions.export',
  'audit.export',
]);

const DOCUMENTS = ['fees', 'rates', 'operators', 'addresses', 'pubs', 'pronostics'] as const;
const SUBJECTS = [...DOCUMENTS, 'fourEyes', 'adminRights', 'refundOutside'] as const;
type Subject = (typeof SUBJECTS)[number];

/** The four-eyes kind an action's prefix names: `settings.fees` → fees, `admin.rights` → adminRights. */
function subjectOf(prefix: string): Subject | undefined {
  if (prefix === 'admin.rights') return 'adminRights';
  if (prefix === 'refund.paidOutside') return 'refundOutside';
  const key = prefix.startsWith('settings.') ? prefix.slice('settings.'.length) : '';
  return SUBJECTS.find((subject) => subject === key);
}

/** Who or what an entry is about, from its `target` (`user:<uuid>`, `transaction:<ref>`, `refund:<ref>`, …). */
export function targetOf(entry: Entry, t: Text): Target {
  const target = entry.target ?? '';
  const user = /^user:([0-9a-f-]{36})$/.exec(target);
  if (user !== null)
    return { kind: 'user', text: entry.targetName ?? t('audit.someone'), to: `/users/${user[1]}` };
  const payment = /^(?:transaction:|refund:)?(1XP-[A-Za-z0-9-]+)$/.exec(target);
  if (payment?.[1] !== undefined)
    return { kind: 'payment', text: payment[1], to: `/transactions/${encodeURIComponent(payment[1])}` };
  const job = /^job:(.+)$/.exec(target);
  if (job?.[1] !== undefined) return { kind: 'job', text: job[1] };
  return { kind: 'none', text: '' };
}

/**
 * An audit entry as a sentence with names (« Awa Diop a approuvé le paiement 1XP-… »), `TARGET` standing where
 * the target goes (a link on screen). Unknown actions still read as « who · action ».
 */
export function sentenceOf(entry: Entry, t: Text): string {
  const actor = entry.actorName ?? t('audit.system');
  const values = { actor, target: TARGET };
  const action = entry.action;
  if (action === 'settings.fourEyes.save' || action === 'settings.dashboardTotpRequired.save') {
    const on = (entry.after as { enabled?: unknown; required?: unknown } | null) ?? {};
    const enabled = on.enabled === true || on.required === true;
    return t(`audit.do.${action}.${enabled ? 'on' : 'off'}` as MessageKey, values);
  }
  if (SIMPLE.has(action)) return t(`audit.do.${action}` as MessageKey, values);
  const save = /^settings\.(\w+)\.save$/.exec(action);
  const document = DOCUMENTS.find((name) => name === save?.[1]);
  if (document !== undefined)
    return t('audit.do.settings.save', { ...values, what: t(`audit.what.${document}`) });
  const decision = /^(.+)\.(propose|approve|reject)$/.exec(action);
  const subject = subjectOf(decision?.[1] ?? '');
  if (decision !== null && subject !== undefined)
    return t(`audit.do.change.${decision[2] as 'propose' | 'approve' | 'reject'}`, {
      ...values,
      what: t(`audit.of.${subject}`),
    });
  return t('audit.do.unknown', { ...values, action });
}

/** The document an entry's before and after are, so its fields are named as the catalogue names them. */
function kindOf(action: string): DocumentKind {
  const save = /^settings\.(\w+)\.save$/.exec(action)?.[1];
  if (save === 'dashboardTotpRequired') return 'dashboardTotpRequired';
  const subject = subjectOf(
    save === undefined ? (/^(.+)\.propose$/.exec(action)?.[1] ?? '') : `settings.${save}`,
  );
  if (subject !== undefined) return subject;
  if (action === 'admin.add' || action === 'admin.revoke' || action === 'admin.rights.save')
    return 'adminRights';
  return 'record';
}

/** Identifiers a person cannot read (an admin's uuid, a job's number): the sentence says who, not these. */
const HIDDEN = new Set(['adminId', 'masterId', 'proposedBy', 'superseded', 'job', 'promoted']);

/**
 * What an entry changed, field by field, in words: a proposal compares what was in force with what it proposes;
 * a saved document is walked item by item; uuids and internal numbers are left out.
 */
export function changesOf(entry: Entry, f: Formats): LabelledChange[] {
  const kind = kindOf(entry.action);
  const proposed =
    entry.action.endsWith('.propose') && typeof entry.after === 'object' && entry.after !== null
      ? (entry.after as { proposed?: unknown }).proposed
      : undefined;
  const after = proposed ?? entry.after;
  const before = entry.before ?? undefined;
  const changes = pathChanges(before, after ?? undefined).filter(
    (change) => !change.path.split('.').some((part) => HIDDEN.has(part)),
  );
  return labelChanges(kind, changes, before, after, f);
}
