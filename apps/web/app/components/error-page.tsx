import { buttonClasses } from '@1xpay/ui';
import { useText } from '../site/intl.tsx';
import { LocaleLink } from './locale-link.tsx';

/** §2.5's error page: 'Page Not Found' for 404, 'Internal Server Error' otherwise (status 500 by default). */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const t = useText();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center gap-4 px-4 py-24">
      <p className="text-sm font-semibold text-brand-600">{status}</p>
      <h1 className="text-4xl font-extrabold">
        {status === 404 ? t('error.notFound') : t('error.internal')}
      </h1>
      <p className="text-lg text-ink-600" data-error-message="">
        {message}
      </p>
      <p className="text-ink-500">{t('error.text')}</p>
      <LocaleLink to="/" className={buttonClasses('primary', 'lg')}>
        {t('error.home')}
      </LocaleLink>
    </section>
  );
}
