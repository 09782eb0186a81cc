import { API_BASE } from '@1xpay/client';
import { type pubSchema, pubsSchema } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { useEffect, useId, useState } from 'react';
import type * as z from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { type UploadFailure, uploadFailureOf, usePubs, useSaveDocument, useUploadPicture } from './api.ts';
import { dangerLink, InputField, LabelledField, primaryButton, UnsavedChangesGuard } from './form-kit.tsx';

type Pub = z.output<typeof pubSchema>;
type PubInput = z.input<typeof pubSchema>;

const FAILURES: Record<
  Exclude<UploadFailure, 'signOut'>,
  'upload.invalid' | 'upload.forbidden' | 'upload.server' | 'upload.network'
> = {
  invalid: 'upload.invalid',
  forbidden: 'upload.forbidden',
  server: 'upload.server',
  network: 'upload.network',
};

/** A stable id for a new pub: its title's letters and the time, as the contract's id pattern allows. */
function newId(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `${slug === '' ? 'pub' : slug}-${Date.now().toString(36)}`;
}

/** The new pub's form: a title, a link and a picture shown before it is sent; upload, then the list is saved. */
function NewPub({ pubs }: { pubs: readonly Pub[] }) {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const upload = useUploadPicture();
  const save = useSaveDocument('pubs');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<UploadFailure | undefined>();
  // A new file input after a publication: the browser keeps the chosen file's name in the old one.
  const [fileInput, setFileInput] = useState(0);
  useEffect(() => {
    if (file === undefined) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const dirty = title !== '' || link !== '' || file !== undefined;
  const busy = upload.isPending || save.isPending;

  const submit = async () => {
    setFailure(undefined);
    const candidate: PubInput = { id: newId(title), title, link, picture: 'pictures/placeholder.png' };
    const checked = pubsSchema.safeParse([candidate]);
    const found: Record<string, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[1] ?? '');
        if (field === 'title') found.title = t('pubs.titleInvalid');
        if (field === 'link') found.link = t('pubs.linkInvalid');
      }
    }
    if (file === undefined) found.picture = t('pubs.noPicture');
    setErrors(found);
    if (Object.keys(found).length > 0 || file === undefined) return;
    let picture: string;
    try {
      picture = await upload.mutateAsync(file);
    } catch (error) {
      const kind = uploadFailureOf(error);
      // 401: the session is over; the dashboard's cache signs out (§8).
      if (kind !== 'signOut') setFailure(kind);
      return;
    }
    save.mutate([...pubs, { ...candidate, picture }], {
      onSuccess: () => {
        setTitle('');
        setLink('');
        setFile(undefined);
        setFileInput((count) => count + 1);
        toast('success', t('pubs.published'));
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <UnsavedChangesGuard dirty={dirty} />
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('pubs.new')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id={`${id}-name`}
          label={t('pubs.titleField')}
          error={errors.title}
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <InputField
          id={`${id}-link`}
          label={t('pubs.link')}
          error={errors.link}
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
      </div>
      <LabelledField id={`${id}-picture`} label={t('pubs.picture')} error={errors.picture}>
        {(control) => (
          <input
            {...control}
            key={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="block w-full text-sm"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        )}
      </LabelledField>
      {preview !== undefined && (
        <img src={preview} alt={t('pubs.preview')} className="max-h-40 rounded-[8px] ring-1 ring-ink-200" />
      )}
      {failure !== undefined && (
        <p role="alert" className="rounded-[8px] border border-red-200 bg-red-50 p-3 text-red-800">
          {t(FAILURES[failure as Exclude<UploadFailure, 'signOut'>])}
        </p>
      )}
      {save.isError && <ErrorState error={save.error} />}
      <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
        {busy ? t('pubs.uploading') : t('pubs.upload')}
      </button>
    </form>
  );
}

/** Publicités: the published ads with their pictures, a form to add one (picture upload), removal confirmed. */
export function PubsScreen() {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const pubs = usePubs();
  const save = useSaveDocument('pubs');
  const [removing, setRemoving] = useState<Pub | undefined>();
  if (pubs.isPending) return <Loading />;
  if (pubs.isError) return <ErrorState error={pubs.error} onRetry={() => void pubs.refetch()} />;
  return (
    <div className="space-y-4">
      <NewPub pubs={pubs.data} />
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="text-lg font-bold text-ink-900">
          {t('pubs.list')}
        </h2>
        {pubs.data.length === 0 ? (
          <Empty text={t('pubs.empty')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {pubs.data.map((pub) => (
              <li key={pub.id} className="space-y-2 rounded-[8px] bg-white p-3 shadow-sm ring-1 ring-ink-100">
                <img
                  src={`${API_BASE}/api/${pub.picture}`}
                  alt={pub.title}
                  className="aspect-[2/1] w-full rounded-[8px] object-cover"
                />
                <p className="font-semibold text-ink-900">{pub.title}</p>
                <a href={pub.link} className="block truncate text-sm text-brand-700 underline">
                  {pub.link}
                </a>
                <button type="button" className={dangerLink} onClick={() => setRemoving(pub)}>
                  {t('pubs.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={removing !== undefined}
        title={t('pubs.removeTitle', { title: removing?.title ?? '' })}
        confirmLabel={t('pubs.remove')}
        pending={save.isPending}
        error={save.error}
        danger
        onConfirm={() =>
          save.mutate(
            pubs.data.filter((pub) => pub.id !== removing?.id),
            {
              onSuccess: () => {
                setRemoving(undefined);
                toast('success', t('pubs.removed'));
              },
            },
          )
        }
        onClose={() => setRemoving(undefined)}
      >
        {t('pubs.removeBody')}
      </ConfirmDialog>
    </div>
  );
}
