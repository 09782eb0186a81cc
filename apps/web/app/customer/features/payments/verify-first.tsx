import { buttonClasses } from '@1xpay/ui';
import { Link } from 'react-router';
import { useAppPath, useAppText } from '../../lib/text.ts';

/**
 * Why a `pending` account cannot pay yet, and the way on: its number is verified by the code sent by SMS (§4.4).
 * `next` is the screen to come back to once it is verified.
 */
export function VerifyFirst({ next, headingLevel = 2 }: { next?: string; headingLevel?: 1 | 2 }) {
  const t = useAppText();
  const path = useAppPath();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const to = `${path('/app/verify-phone')}${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`;
  return (
    <section className="rounded-[20px] bg-white p-5 shadow-sm ring-1 ring-sun-400">
      <Heading className="text-lg font-bold text-ink-900">{t('pay.verifyFirst.title')}</Heading>
      <p className="mt-1 text-ink-800">{t('pay.verifyFirst')}</p>
      <Link to={to} className={buttonClasses('primary', 'md', 'mt-4 min-h-11')}>
        {t('pay.verifyFirst.action')}
      </Link>
    </section>
  );
}
