import { useToast } from '@1xpay/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/states.tsx';
import { useText } from '../../../lib/text.ts';
import type { SaveOutcome } from '../api.ts';
import { UnsavedChangesGuard } from '../form-kit.tsx';
import type { Draft, Problems } from './draft.ts';

type Save = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * The bar that follows the page's bottom while a document has unsaved changes: how many (« 3 modifications non
 * enregistrées »), how many problems once a save was tried, « Annuler les modifications » and « Enregistrer »
 * (marked busy, not disabled, while it runs).
 */
export function SaveBar({
  changes,
  problems,
  save,
  onDiscard,
}: {
  changes: number;
  problems: number;
  save: Save;
  onDiscard: () => void;
}) {
  const t = useText();
  if (changes === 0 && !save.isPending) return null;
  return (
    <div className="sticky bottom-3 z-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-[8px] bg-ink-900 px-4 py-3 text-white shadow-xl">
      <p role="status" className="text-sm">
        <span className="font-semibold">{t('table.changes', { count: changes })}</span>
        {problems > 0 && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('table.problems', { count: problems })}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-[8px] px-4 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('table.discard')}
        </button>
        <button
          type="submit"
          aria-disabled={save.isPending || undefined}
          className="min-h-11 rounded-[8px] bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {save.isPending ? t('table.saving') : t('table.save')}
        </button>
      </div>
    </div>
  );
}

/**
 * A catalogue document edited as tables: its parts (`children`), the guard against leaving it unsaved, and the save
 * bar. A save with problems sends nothing: it shows every problem and takes the focus to the first; otherwise
 * `send` posts the document, whose outcome `settle` turns into the draft's new start and a toast.
 */
export function DraftForm({
  draft,
  changes,
  problems,
  save,
  send,
  children,
}: {
  draft: Draft;
  changes: number;
  problems: Problems;
  save: Save;
  /** Sends the document; calls back with what the server did. */
  send: (settled: (outcome: SaveOutcome) => void) => void;
  children: ReactNode;
}) {
  const t = useText();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  return (
    <form
      ref={form}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        draft.submit();
        if (problems.count > 0) {
          setTries((count) => count + 1);
          toast('danger', t('table.invalid'));
          return;
        }
        send((outcome) => {
          // Applied: what was sent is the new start. Waiting for a second admin: back to the document in force.
          if (outcome.applied) draft.commit();
          else draft.reset();
          toast(outcome.applied ? 'success' : 'info', t(outcome.applied ? 'form.saved' : 'form.waiting'));
        });
      }}
    >
      <UnsavedChangesGuard dirty={changes > 0} />
      {children}
      {save.isError && <ErrorState error={save.error} />}
      <SaveBar
        changes={changes}
        problems={draft.submitted ? problems.count : 0}
        save={save}
        onDiscard={draft.reset}
      />
    </form>
  );
}
