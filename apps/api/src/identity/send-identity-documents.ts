import { randomUUID } from 'node:crypto';
import type { Identity, IdentityDocumentKind, IdentitySide } from '@1xpay/contract';
import { maySendIdentityDocuments, type UserAuthenticationStatus } from '@1xpay/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta, UserRow } from '../common/context.ts';
import { sealBytes } from '../common/sealed-secrets.ts';
import { identityFiles, identitySubmissions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type CheckedPicture, checkIdentityPicture } from './check-identity-picture.ts';
import { identityOf } from './get-identity.ts';

/** What the customer's form carries: the kind of document and its pictures by side. */
export type DocumentsForm = {
  documentKind: string | undefined;
  files: Partial<Record<IdentitySide, Uint8Array>>;
};

/** The sides each kind of document needs: both sides of a card; a passport's photo page. A selfie always. */
export const SIDES_OF: Readonly<Record<IdentityDocumentKind, readonly IdentitySide[]>> = {
  idCard: ['front', 'back', 'selfie'],
  passport: ['front', 'selfie'],
};

/** The context a file is sealed with (AES-GCM's associated data): its bytes open only as that side of that sending. */
export const fileContext = (submissionId: string, side: string) => `identity:${submissionId}:${side}`;

/**
 * Documents come from a customer at level 1 whose phone is verified. An admin's account is not checked here (their
 * powers would stop while their documents wait, as `waitForInfoCompletion` is in §4.4's blocked group).
 */
export function refuseUnlessAllowed(user: Pick<UserRow, 'authenticationStatus' | 'isAdmin'>): void {
  const status = user.authenticationStatus as UserAuthenticationStatus;
  if (user.isAdmin || !maySendIdentityDocuments(status))
    throw new AppError('forbidden', 'identityNotAllowed', {
      params: { status: user.isAdmin ? 'admin' : status },
    });
}

/**
 * POST /api/identity/documents: the customer's identity document (a card's two sides, or a passport's photo page) and
 * a selfie, each checked by its content (check-identity-picture.ts), then sealed with IDENTITY_DOCUMENTS_KEY and
 * stored with the sending and the customer's new status (`waitForInfoCompletion`, waiting for review) in one
 * transaction: a refused file leaves nothing stored. The form is read only once the account may send documents.
 */
export async function sendIdentityDocuments(
  deps: Deps,
  actor: Actor,
  read: () => Promise<DocumentsForm>,
  meta: RequestMeta,
): Promise<Identity> {
  refuseUnlessAllowed(actor.user);
  const form = await read();
  const kind = form.documentKind;
  if (kind !== 'idCard' && kind !== 'passport') throw new AppError('bad_request', 'identityFormInvalid');
  const checked: { side: IdentitySide; picture: CheckedPicture }[] = [];
  for (const side of SIDES_OF[kind]) {
    const bytes = form.files[side];
    if (bytes === undefined)
      throw new AppError('bad_picture', 'identityFileMissing', { params: { side }, field: side });
    checked.push({ side, picture: await checkIdentityPicture(side, bytes) });
  }
  const now = deps.clock();
  const key = deps.config.identityDocumentsKey;
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.user.id)).for('update');
    if (user === undefined) throw new AppError('unauthorized', 'sessionMissing');
    refuseUnlessAllowed(user);
    const [waiting] = await tx
      .select({ id: identitySubmissions.id })
      .from(identitySubmissions)
      .where(and(eq(identitySubmissions.userId, user.id), eq(identitySubmissions.state, 'waiting')));
    if (waiting !== undefined) throw new AppError('conflict', 'identityAlreadyWaiting');
    const submissionId = randomUUID();
    await tx
      .insert(identitySubmissions)
      .values({ id: submissionId, userId: user.id, documentKind: kind, state: 'waiting', submittedAt: now });
    await tx.insert(identityFiles).values(
      checked.map(({ side, picture }) => ({
        submissionId,
        side,
        contentType: picture.contentType,
        size: picture.bytes.byteLength,
        width: picture.width,
        height: picture.height,
        sealed: sealBytes(key, fileContext(submissionId, side), picture.bytes),
      })),
    );
    await tx
      .update(users)
      .set({ authenticationStatus: 'waitForInfoCompletion', statusReason: null })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor,
      meta,
      action: 'identity.submit',
      target: `user:${user.id}`,
      before: { userAuthenticationStatus: user.authenticationStatus },
      after: {
        userAuthenticationStatus: 'waitForInfoCompletion',
        submission: submissionId,
        documentKind: kind,
        files: checked.map(({ side, picture }) => ({
          side,
          contentType: picture.contentType,
          size: picture.bytes.byteLength,
          width: picture.width,
          height: picture.height,
        })),
      },
      at: now,
    });
    return identityOf(tx, user.id, now);
  });
}
