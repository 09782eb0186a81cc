import type { SavedView } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { type UsersFilter, useDeleteView, useSaveView, useViews } from './api.ts';

const button =
  'rounded-[8px] px-3 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** A saved view's filters as the list's (a field it does not keep is emptied). */
export function filterOfView(view: SavedView): UsersFilter {
  return { q: view.filter.q ?? '', group: view.filter.group ?? '', country: view.filter.country ?? '' };
}

/**
 * The admin's saved views of the users list (kept on the server): apply one, save the current filters under a
 * name (a name already used is replaced), delete one after a confirmation.
 */
export function SavedViews({
  filter,
  onApply,
}: {
  filter: UsersFilter;
  onApply: (filter: UsersFilter) => void;
}) {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const views = useViews();
  const save = useSaveView();
  const remove = useDeleteView();
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState<'save' | 'delete'>();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const view = views.data?.find((candidate) => candidate.id === chosen);
  const close = () => {
    if (save.isPending || remove.isPending) return;
    save.reset();
    remove.reset();
    setMissing(false);
    setAsking(undefined);
  };
  if (views.isError) return <ErrorState error={views.error} onRetry={() => void views.refetch()} />;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1 sm:flex-none">
        <label htmlFor={`${id}-views`} className="block text-sm font-semibold">
          {t('views.label')}
        </label>
        <select
          id={`${id}-views`}
          value={view === undefined ? '' : chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <option value="">
            {views.isPending ? t('loading') : t('views.choose', { count: views.data?.length ?? 0 })}
          </option>
          {views.data?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={button}
        disabled={view === undefined}
        onClick={() => {
          if (view === undefined) return;
          onApply(filterOfView(view));
          toast('success', t('views.applied', { name: view.name }));
        }}
      >
        {t('views.apply')}
      </button>
      <button
        type="button"
        className={button}
        disabled={view === undefined}
        onClick={() => setAsking('delete')}
      >
        {t('views.delete')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => {
          setName(view?.name ?? '');
          setAsking('save');
        }}
      >
        {t('views.save')}
      </button>
      <ConfirmDialog
        open={asking === 'save'}
        title={t('views.save.title')}
        confirmLabel={t('views.save.confirm')}
        pending={save.isPending}
        error={save.error}
        onClose={close}
        onConfirm={() => {
          const trimmed = name.trim();
          if (trimmed === '') {
            setMissing(true);
            return;
          }
          save.mutate(
            { name: trimmed, filter },
            {
              onSuccess: (saved) => {
                setChosen(saved.id);
                setAsking(undefined);
                toast('success', t('views.saved', { name: saved.name }));
              },
            },
          );
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            {t('views.name')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setMissing(false);
            }}
            className="block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {missing && (
            <p id={`${id}-name-error`} role="alert" className="text-sm font-semibold text-red-700">
              {t('views.nameMissing')}
            </p>
          )}
          <p className="text-sm text-ink-600">{t('views.save.text')}</p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('views.delete.title', { name: view?.name ?? '' })}
        confirmLabel={t('views.delete.confirm')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => {
          if (view === undefined) return;
          remove.mutate(view.id, {
            onSuccess: () => {
              setChosen('');
              setAsking(undefined);
              toast('success', t('views.deleted', { name: view.name }));
            },
          });
        }}
      >
        {t('views.delete.text')}
      </ConfirmDialog>
    </div>
  );
}
