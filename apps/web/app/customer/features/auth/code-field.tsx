import { Button } from '@1xpay/ui';
import { useCallback, useEffect, useState } from 'react';
import { Field, TextInput } from '../../components/field.tsx';
import { useAppText } from '../../lib/text.ts';

/**
 * The 6-digit code received by SMS: one field the phone fills itself from the message (`one-time-code`), a numeric
 * keypad, the digits spaced so they read as the SMS writes them.
 */
export function CodeField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
}) {
  const t = useAppText();
  return (
    <Field label={t('code.label')} hint={hint} error={error}>
      {(described) => (
        <TextInput
          {...described}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          className="text-center font-mono text-2xl tracking-[0.4em]"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d ]/g, ''))}
        />
      )}
    </Field>
  );
}

/** Seconds left before something may be done again, counted down each second; `restart` sets it anew. */
export function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return [left, restart];
}

/** « Renvoyer le code », waiting out its countdown (said, and announced politely to screen readers). */
export function ResendButton({
  secondsLeft,
  pending,
  onResend,
}: {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  const t = useAppText();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        type="button"
        variant="secondary"
        className="min-h-11"
        disabled={secondsLeft > 0}
        loading={pending}
        onClick={onResend}
      >
        {t('code.resend')}
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resendNow')}
      </p>
    </div>
  );
}

/** The seconds a 429's answer asks to wait (its Retry-After is not read by the client: the message says it). */
export function retryAfterOf(error: unknown, fallback: number): number {
  const message = error instanceof Error ? error.message : '';
  const seconds = /(\d+)\s?s\b/.exec(message)?.[1];
  return seconds === undefined ? fallback : Number(seconds);
}
