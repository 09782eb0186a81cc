import { Button, useToast } from '@1xpay/ui';
import { useId, useState } from 'react';
import { FormError } from '../../components/field.tsx';
import { ErrorState, Loading, Panel } from '../../components/states.tsx';
import { serverErrors } from '../../lib/forms.ts';
import { useAppText, useFallbacks } from '../../lib/text.ts';
import { pushAskedLater, rememberPushLater, usePushState, useSetPush } from './api.ts';
import type { PushState } from './push.ts';

/** A failed change, in the customer's words: the server's refusal, a lost connection, or the browser's failure. */
function usePushError(): (error: unknown) => string | undefined {
  const t = useAppText();
  const fallbacks = useFallbacks();
  return (error) => {
    if (error === null || error === undefined) return undefined;
    if (error instanceof DOMException) return t('push.error.browser');
    return serverErrors(error, fallbacks)[''] ?? fallbacks.generic;
  };
}

/** Says what the change left: on, off, or nothing changed (the customer closed or refused the browser's prompt). */
function useAnnounce(): (asked: boolean, state: PushState) => void {
  const t = useAppText();
  const toast = useToast();
  return (asked, state) => {
    if (state === 'on') toast('success', t('push.enabled'));
    else if (asked) toast('info', t('push.notAllowed'));
    else toast('success', t('push.disabled'));
  };
}

function Bell() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What the card and the switch both use: this device's push state, its change, and their messages. */
function usePushControls() {
  return {
    t: useAppText(),
    id: useId(),
    state: usePushState(),
    set: useSetPush(),
    announce: useAnnounce(),
    errorOf: usePushError(),
  };
}

/**
 * The offer to be notified, once the customer has a payment to follow: only where the browser can, and has not
 * asked yet (the permission prompt comes from the button, never on its own). « Plus tard » is remembered on this
 * device.
 */
export function NotificationsCard() {
  const { t, id, state, set, announce, errorOf } = usePushControls();
  const [later, setLater] = useState(pushAskedLater);
  if (later || state.data !== 'off' || Notification.permission !== 'default') return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[20px] bg-brand-50 p-5 ring-1 ring-brand-100 print:hidden"
      data-push-card=""
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
          <Bell />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-bold text-ink-900">
            {t('push.card.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{t('push.card.text')}</p>
        </div>
      </div>
      <div className="mt-4 space-y-3">
        <FormError message={errorOf(set.error)} />
        <div className="flex flex-wrap gap-3">
          <Button
            className="min-h-11"
            loading={set.isPending}
            onClick={() => {
              if (set.isPending) return;
              set.mutate(true, { onSuccess: (now) => announce(true, now) });
            }}
          >
            {t('push.card.enable')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={set.isPending}
            onClick={() => {
              rememberPushLater();
              setLater(true);
            }}
          >
            {t('push.card.later')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The profile's switch for this device's notifications, showing the browser's real state: on and off change the
 * subscription; blocked in the browser or not possible here, it is disabled and says why.
 */
export function NotificationsPanel() {
  const { t, id, state, set, announce, errorOf } = usePushControls();
  if (state.isPending)
    return (
      <Panel title={t('push.title')}>
        <Loading rows={1} />
      </Panel>
    );
  if (state.isError)
    return (
      <Panel title={t('push.title')}>
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      </Panel>
    );
  const blocked = state.data === 'denied' || state.data === 'unsupported';
  const checked = set.isPending ? set.variables === true : state.data === 'on';
  const help =
    state.data === 'denied'
      ? t('push.denied')
      : state.data === 'unsupported'
        ? t('push.unsupported')
        : t('push.switch.hint');
  return (
    <Panel title={t('push.title')}>
      <div className="space-y-3">
        <label className="flex min-h-11 items-center justify-between gap-4">
          <span className="font-semibold text-ink-900">{t('push.switch')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            aria-checked={checked}
            disabled={blocked}
            aria-busy={set.isPending}
            aria-describedby={`${id}-help`}
            onChange={(event) => {
              if (set.isPending) return;
              const on = event.currentTarget.checked;
              set.mutate(on, { onSuccess: (now) => announce(on, now) });
            }}
            className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          />
        </label>
        <p id={`${id}-help`} className={blocked ? 'text-sm text-ink-700' : 'text-sm text-ink-500'}>
          {help}
        </p>
        <p role="status" aria-live="polite" className="text-sm text-ink-600 empty:hidden">
          {set.isPending ? t(set.variables ? 'push.enabling' : 'push.disabling') : ''}
        </p>
        <FormError message={errorOf(set.error)} />
      </div>
    </Panel>
  );
}
