import { NetworkError } from '@1xpay/client';
import { Button, cx } from '@1xpay/ui';
import type { ReactNode } from 'react';
import { useAppText } from '../lib/text.ts';

/** What a screen shows while its data comes: grey blocks where the content will be, announced once. */
export function Loading({ label, rows = 3 }: { label?: string; rows?: number }) {
  const t = useAppText();
  return (
    <div role="status" aria-live="polite" className="space-y-3" data-state="loading">
      <span className="sr-only">{label ?? t('state.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart.
        <div key={index} aria-hidden="true" className="h-16 animate-pulse rounded-[20px] bg-ink-100" />
      ))}
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function Empty({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div
      className="rounded-[20px] border border-dashed border-ink-300 px-6 py-10 text-center"
      data-state="empty"
    >
      <p className="text-lg font-semibold text-ink-900">{title}</p>
      {text !== undefined && <p className="mt-1 text-ink-600">{text}</p>}
      {action !== undefined && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}

/**
 * A failed load: a lost connection says so (§8 "status 0"), anything else the generic sentence; both offer to try
 * again. What the customer typed elsewhere on the screen stays as it is.
 */
export function ErrorState({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const t = useAppText();
  const offline = error instanceof NetworkError;
  return (
    <div
      role="alert"
      className={cx('rounded-[20px] bg-red-50 px-5 py-4 text-red-900', className)}
      data-state="error"
    >
      <p className="font-semibold">{offline ? t('error.network.title') : t('error.generic')}</p>
      {offline && <p className="mt-1 text-sm">{t('error.network.text')}</p>}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}

/** A titled block of a screen. */
export function Panel({
  title,
  children,
  className,
  action,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={cx('rounded-[20px] bg-white p-5 shadow-sm ring-1 ring-ink-100', className)}>
      {(title !== undefined || action !== undefined) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title !== undefined && <h2 className="text-lg font-bold text-ink-900">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
