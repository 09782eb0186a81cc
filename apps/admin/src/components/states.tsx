import { ApiError, NetworkError } from '@1xpay/client';
import { useText } from '../lib/text.ts';

export function Loading() {
  const t = useText();
  return (
    <p role="status" className="py-10 text-center text-ink-500">
      {t('loading')}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="rounded-[8px] bg-white p-8 text-center text-ink-600 shadow-sm">{text}</p>;
}

/**
 * §8 for a call that failed: a 403 is "Action non permise" for this admin; no answer at all is the network banner
 * with a retry; anything else "Une erreur s'est produite. Réessayez.". (A 401 has already signed out.)
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useText();
  const text =
    error instanceof NetworkError
      ? t('error.network')
      : error instanceof ApiError && error.status === 403
        ? t('error.forbidden')
        : t('error.generic');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-[8px] border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <span>{text}</span>
      {onRetry !== undefined && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-[8px] bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
