import { cx } from '@1xpay/ui';
import { useId } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import type { MessageKey } from '../../messages.ts';

/** The catalogue's sections: the master edits the documents; any admin who may approve sees the pending changes. */
const SECTIONS: { to: string; key: MessageKey; masterOnly: boolean }[] = [
  { to: 'fees', key: 'catalogue.fees', masterOnly: true },
  { to: 'addresses', key: 'catalogue.addresses', masterOnly: true },
  { to: 'operators', key: 'catalogue.operators', masterOnly: true },
  { to: 'rates', key: 'catalogue.rates', masterOnly: true },
  { to: 'pubs', key: 'catalogue.pubs', masterOnly: true },
  { to: 'pronostics', key: 'catalogue.pronostics', masterOnly: true },
  { to: 'pending', key: 'catalogue.pending', masterOnly: false },
];

/** Catalogue (master): one sub-route per document, the pending changes for every admin who may approve. */
export function Catalogue() {
  const t = useText();
  const id = useId();
  const isMaster = readStoredAdmin()?.isMaster === true;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="space-y-1">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
          {t('catalogue.title')}
        </h1>
        <p className="text-ink-600">{t('catalogue.lead')}</p>
      </div>
      <nav aria-label={t('catalogue.sections')}>
        <ul className="flex flex-wrap gap-1 border-ink-200 border-b pb-2">
          {SECTIONS.filter((section) => isMaster || !section.masterOnly).map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  cx(
                    'block rounded-[8px] px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:text-ink-900',
                  )
                }
              >
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}

/** /catalogue itself: the master's first section, an agent's only one. */
export function CatalogueIndex() {
  return <Navigate to={readStoredAdmin()?.isMaster === true ? 'fees' : 'pending'} replace />;
}

/** A section the master only edits: an agent who opens its address is taken to the pending changes. */
export function MasterOnly({ children }: { children: React.ReactNode }) {
  if (readStoredAdmin()?.isMaster !== true) return <Navigate to="../pending" replace />;
  return children;
}
