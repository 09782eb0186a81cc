import { API_BASE } from '@1xpay/client';
import { Link } from 'react-router';
import { Empty, ErrorState, Loading, Panel } from '../../components/states.tsx';
import { useDate } from '../../lib/dates.tsx';
import { readStoredUser } from '../../lib/session.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import { useHistory } from '../transactions/api.ts';
import { TransactionList } from '../transactions/history.tsx';
import { usePronostics, usePubs } from './api.ts';

const LAST = 5;

export function HomeScreen() {
  const t = useAppText();
  const path = useAppPath();
  const me = useMe();
  const history = useHistory();
  const actions = [
    { to: '/app/deposit', label: t('home.action.deposit'), text: t('home.action.deposit.text') },
    { to: '/app/send', label: t('home.action.send'), text: t('home.action.send.text') },
    { to: '/app/history', label: t('home.action.history'), text: t('home.action.history.text') },
  ];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">
          {t('home.greeting', { name: me.data?.firstName ?? readStoredUser()?.firstName ?? '' })}
        </h1>
        <p className="text-ink-600">{t('home.lead')}</p>
      </div>
      {me.data?.canMoveMoney === false && (
        <p role="alert" className="rounded-[8px] bg-orange-50 px-4 py-3 text-orange-900">
          {t('pay.cannotMoveMoney')}
        </p>
      )}
      <ul className="grid grid-cols-3 gap-3">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={path(action.to)}
              className="flex h-full flex-col rounded-[20px] bg-brand-600 px-3 py-4 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-sm font-bold sm:text-base">{action.label}</span>
              <span className="mt-1 hidden text-sm text-brand-50 sm:block">{action.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Panel
        title={t('home.last')}
        action={
          <Link to={path('/app/history')} className="text-sm font-semibold text-brand-700 underline">
            {t('home.last.all')}
          </Link>
        }
      >
        {history.isPending ? (
          <Loading rows={2} />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <Empty
            title={t('history.empty')}
            action={
              <Link to={path('/app/deposit')} className="font-semibold text-brand-700 underline">
                {t('history.empty.action')}
              </Link>
            }
          />
        ) : (
          <TransactionList entries={history.data.slice(0, LAST)} />
        )}
      </Panel>
      <Pubs />
      <Pronostics />
    </div>
  );
}

function Pubs() {
  const t = useAppText();
  const pubs = usePubs();
  if (pubs.isPending || pubs.isError || pubs.data.length === 0) return null;
  return (
    <section aria-label={t('home.pubs')}>
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
        {pubs.data.map((pub) => (
          <li key={pub.id} className="w-4/5 shrink-0 snap-start sm:w-80">
            <a
              href={pub.link}
              className="block overflow-hidden rounded-[20px] bg-white shadow-sm ring-1 ring-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              rel="noopener"
            >
              <img
                src={`${API_BASE}/api/${pub.picture.replace(/^\/+/, '')}`}
                alt=""
                width="320"
                height="200"
                loading="lazy"
                className="aspect-[16/10] w-full bg-ink-100 object-cover"
              />
              <span className="block px-4 py-3 font-semibold">{pub.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pronostics() {
  const t = useAppText();
  const date = useDate();
  const forecasts = usePronostics();
  if (forecasts.isPending || forecasts.isError || forecasts.data.length === 0) return null;
  return (
    <Panel title={t('home.pronostics')}>
      <ul className="divide-y divide-ink-100">
        {forecasts.data.slice(0, 5).map((forecast) => (
          <li key={forecast.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {forecast.homeTeam} – {forecast.awayTeam}
              </p>
              <p className="text-sm text-ink-500">
                {forecast.competition} · {date(forecast.startsAt)}
              </p>
              <p className="text-sm">{forecast.prediction}</p>
            </div>
            <span className="rounded-full bg-sun-400/20 px-3 py-1 text-sm font-bold">{forecast.odds}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
