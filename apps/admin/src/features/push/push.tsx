import { pushBodySchema } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { keys } from '../../lib/query-client.ts';
import { useText } from '../../lib/text.ts';
import { inProgress, type PushDraft, useCampaign, useSendPush } from './api.ts';
import { LiveReport, RecentCampaigns } from './campaigns.tsx';

const LIMITS = { title: 80, body: 240 } as const;
type Field = 'title' | 'body' | 'url';

type Problem = 'required' | 'tooLong' | 'badLink';

/** The draft as the contract checks it: the cleaned draft, or the first problem of each field. */
function check(values: Record<Field, string>): {
  draft: PushDraft | undefined;
  problems: Partial<Record<Field, Problem>>;
} {
  const draft = {
    title: values.title,
    body: values.body,
    ...(values.url.trim() === '' ? {} : { url: values.url }),
  };
  const parsed = pushBodySchema.safeParse(draft);
  if (parsed.success) return { draft: parsed.data as PushDraft, problems: {} };
  const problems: Partial<Record<Field, Problem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (problems[field] !== undefined) continue;
    problems[field] = field === 'url' ? 'badLink' : issue.code === 'too_big' ? 'tooLong' : 'required';
  }
  return { draft: undefined, problems };
}

/**
 * The master's notification to every user: compose the title, text and link, see it as a phone would show it,
 * confirm, send. The form is checked by the contract's schema before the confirmation; the server checks again.
 */
export function Push() {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const send = useSendPush();
  const [values, setValues] = useState<Record<Field, string>>({ title: '', body: '', url: '' });
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState<PushDraft>();
  // The campaign sent from this screen, followed live until its delivery ends.
  const [followed, setFollowed] = useState<string>();
  const report = useCampaign(followed);
  const client = useQueryClient();
  const finished = report.data !== undefined && !inProgress(report.data.status);
  useEffect(() => {
    // Its delivery ended: the list shows its final counts at once.
    if (finished && followed !== undefined) void client.invalidateQueries({ queryKey: keys.pushCampaigns });
  }, [finished, followed, client]);
  const { problems } = check(values);
  const dirty = values.title !== '' || values.body !== '' || values.url !== '';
  useEffect(() => {
    if (!dirty) return;
    // Leaving with a draft written loses it: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    setShown(true);
    if (checked.draft !== undefined) setConfirming(checked.draft);
  };
  const problemText = (field: Field) => {
    const problem = shown ? problems[field] : undefined;
    if (problem === undefined) return undefined;
    return problem === 'tooLong'
      ? t('push.tooLong', { max: LIMITS[field as 'title' | 'body'] })
      : t(`push.${problem}`);
  };
  const input =
    'block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid]:border-red-600';

  const field = (name: Field, multiline: boolean) => {
    const problem = problemText(name);
    const hint =
      name === 'url'
        ? t('push.field.url.hint')
        : t('push.count', { count: values[name].length, max: LIMITS[name] });
    const props = {
      id: `${id}-${name}`,
      value: values[name],
      'aria-invalid': problem === undefined ? undefined : true,
      'aria-describedby': `${id}-${name}-hint`,
      className: input,
    } as const;
    return (
      <div className="space-y-1">
        <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
          {t(`push.field.${name}`)}
        </label>
        {multiline ? (
          <textarea
            {...props}
            rows={4}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ) : (
          <input
            {...props}
            type="text"
            inputMode={name === 'url' ? 'url' : undefined}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        )}
        <p
          id={`${id}-${name}-hint`}
          className={problem === undefined ? 'text-sm text-ink-500' : 'text-sm text-red-700'}
        >
          {problem ?? hint}
        </p>
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h1 id={`${id}-heading`} className="text-2xl font-bold text-ink-900">
          {t('push.title')}
        </h1>
        <p className="text-ink-600">{t('push.lead')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
        >
          {field('title', false)}
          {field('body', true)}
          {field('url', false)}
          <button
            type="submit"
            className="rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('push.send')}
          </button>
        </form>
        <div className="space-y-4">
          <section aria-labelledby={`${id}-preview`} className="space-y-2">
            <h2 id={`${id}-preview`} className="text-sm font-semibold text-ink-600">
              {t('push.preview')}
            </h2>
            <div className="flex gap-3 rounded-[16px] bg-ink-900 p-4 text-white shadow-md">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-[8px] bg-brand-600 font-bold"
              >
                {__BRAND__.slice(0, 2)}
              </span>
              <div className="min-w-0 space-y-1">
                {values.title === '' && values.body === '' ? (
                  <p className="text-ink-300">{t('push.preview.empty')}</p>
                ) : (
                  <>
                    <p className="font-semibold break-words">{values.title}</p>
                    <p className="text-sm break-words text-ink-100">{values.body}</p>
                    {values.url.trim() !== '' && (
                      <p className="truncate text-xs text-brand-300">{values.url.trim()}</p>
                    )}
                  </>
                )}
              </div>
            </div>
          </section>
          {followed !== undefined && (
            <LiveReport report={report.data} error={report.error} onRetry={() => void report.refetch()} />
          )}
        </div>
      </div>
      <RecentCampaigns />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('push.confirm.title')}
        confirmLabel={t('push.confirm.send')}
        pending={send.isPending}
        error={send.error}
        onClose={() => {
          if (send.isPending) return;
          send.reset();
          setConfirming(undefined);
        }}
        onConfirm={() => {
          if (confirming === undefined) return;
          send.mutate(confirming, {
            onSuccess: (campaign) => {
              setConfirming(undefined);
              setFollowed(campaign.id);
              setValues({ title: '', body: '', url: '' });
              setShown(false);
              toast('success', t('push.sent', { title: campaign.title }));
            },
          });
        }}
      >
        <p className="mb-3">{t('push.confirm.text')}</p>
        <p className="font-semibold break-words">{confirming?.title}</p>
        <p className="text-sm break-words">{confirming?.body}</p>
        {confirming?.url !== undefined && (
          <p className="text-sm break-words text-brand-700">{confirming.url}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
