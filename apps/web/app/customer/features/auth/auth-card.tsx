import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { useAppPath } from '../../lib/text.ts';

/**
 * The frame of the screens one sees before signing in (and of the public receipt check): the brand (back to the
 * site) and one card, in the page's `<main>`; `footer` sits under the card, outside it.
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const path = useAppPath();
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col px-4 py-8">
      <Link to={path('/')} className="mb-8 inline-flex min-h-11 items-center self-center">
        <BrandMark />
      </Link>
      <div className="rounded-[20px] bg-white p-6 shadow-sm ring-1 ring-ink-100">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {lead !== undefined && <p className="mt-1 text-ink-600">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer}
    </main>
  );
}
