import { buttonClasses, cx } from '@1xpay/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LocaleLink } from '../components/locale-link.tsx';
import { Icon, type IconName } from './icons.tsx';

/**
 * The building blocks of the marketing pages. Every text comes already translated (from the page's catalogue);
 * pages choose and order blocks so that no two read alike. `tone="dark"` suits the dark layout.
 */
type Tone = 'light' | 'dark';
type Action = { label: string; to: string; variant?: 'primary' | 'secondary' | 'light'; register?: boolean };

function Actions({ actions }: { actions: readonly Action[] }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {actions.map((action) =>
        action.register === true ? (
          <a
            key={action.label}
            href="#register"
            className={buttonClasses(action.variant ?? 'primary', 'lg', 'register-click')}
          >
            {action.label}
          </a>
        ) : (
          <LocaleLink
            key={action.label}
            to={action.to}
            className={buttonClasses(action.variant ?? 'primary', 'lg')}
          >
            {action.label}
          </LocaleLink>
        ),
      )}
    </div>
  );
}

/** The short line above a page's or a section's title. */
function Eyebrow({ tone, children }: { tone: Tone | 'brand'; children: string }) {
  return (
    <p
      className={cx(
        'text-sm font-bold tracking-wide uppercase',
        tone === 'light' ? 'text-brand-700' : 'text-sun-400',
      )}
    >
      {children}
    </p>
  );
}

export function Hero({
  eyebrow,
  title,
  lead,
  actions = [],
  visual,
  tone = 'light',
  note,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: readonly Action[];
  visual?: ReactNode;
  tone?: Tone | 'brand';
  note?: string;
}) {
  return (
    <section
      className={cx(
        // Under the home page's fixed, see-through header, the hero starts below it.
        'relative overflow-hidden in-data-[header=translucent]:pt-16',
        tone === 'light' && 'bg-gradient-to-b from-brand-50 to-white text-ink-900',
        tone === 'dark' && 'bg-ink-950 text-white',
        tone === 'brand' && 'bg-brand-800 text-white',
      )}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          {eyebrow !== undefined && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className={cx('mt-6 max-w-xl text-lg', tone === 'light' ? 'text-ink-600' : 'text-ink-200')}>
            {lead}
          </p>
          {actions.length > 0 && <Actions actions={actions} />}
          {note !== undefined && (
            <p className={cx('mt-4 text-sm', tone === 'light' ? 'text-ink-500' : 'text-ink-300')}>{note}</p>
          )}
        </div>
        {visual !== undefined && <div className="flex justify-center">{visual}</div>}
      </div>
    </section>
  );
}

export function SectionTitle({
  eyebrow,
  title,
  intro,
  tone = 'light',
  center = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: Tone;
  center?: boolean;
}) {
  return (
    <div className={cx('max-w-3xl', center && 'mx-auto text-center')}>
      {eyebrow !== undefined && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
      {intro !== undefined && (
        <p className={cx('mt-4 text-lg', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>{intro}</p>
      )}
    </div>
  );
}

export function Section({
  children,
  tone = 'light',
  muted = false,
  id,
}: {
  children: ReactNode;
  tone?: Tone;
  muted?: boolean;
  id?: string;
}) {
  return (
    <section
      id={id}
      className={cx(
        tone === 'dark'
          ? muted
            ? 'bg-ink-900 text-white'
            : 'bg-ink-950 text-white'
          : muted
            ? 'bg-ink-50 text-ink-900'
            : 'bg-white text-ink-900',
      )}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">{children}</div>
    </section>
  );
}

export type Feature = { icon: IconName; title: string; text: string };

export function FeatureGrid({
  features,
  tone = 'light',
  columns = 3,
}: {
  features: readonly Feature[];
  tone?: Tone;
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cx(
        'mt-10 grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {features.map((feature) => (
        <li
          key={feature.title}
          className={cx(
            'rounded-[20px] p-6',
            tone === 'light' ? 'bg-white ring-1 ring-ink-100' : 'bg-white/5 ring-1 ring-white/10',
          )}
        >
          <span
            className={cx(
              'inline-flex h-11 w-11 items-center justify-center rounded-[8px]',
              tone === 'light' ? 'bg-brand-50 text-brand-700' : 'bg-brand-500/15 text-brand-300',
            )}
          >
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
          <p className={cx('mt-2', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

export type Stat = { value: string; label: string };

export function StatBand({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: Tone | 'brand' }) {
  return (
    <dl
      className={cx(
        'grid gap-6 rounded-[30px] p-8 sm:grid-cols-2 lg:grid-cols-4',
        tone === 'light' && 'bg-ink-50 text-ink-900',
        tone === 'dark' && 'bg-white/5 text-white ring-1 ring-white/10',
        tone === 'brand' && 'bg-brand-700 text-white',
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt className={cx('text-sm', tone === 'light' ? 'text-ink-600' : 'text-ink-200')}>{stat.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type Step = { title: string; text: string };

export function Steps({ steps, tone = 'light' }: { steps: readonly Step[]; tone?: Tone }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cx('rounded-[20px] p-6', tone === 'light' ? 'bg-ink-50' : 'bg-white/5')}
        >
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className={cx('mt-2', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export type Question = { question: string; answer: string };

/** Questions and answers as native disclosure widgets: keyboard and screen readers work without script. */
export function Faq({ items, tone = 'light' }: { items: readonly Question[]; tone?: Tone }) {
  return (
    <div
      className={cx(
        'mt-10 divide-y rounded-[20px]',
        tone === 'light'
          ? 'divide-ink-100 bg-white ring-1 ring-ink-100'
          : 'divide-white/10 bg-white/5 ring-1 ring-white/10',
      )}
    >
      {items.map((item) => (
        <details key={item.question} className="group p-6">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold">
            {item.question}
            <span aria-hidden="true" className="transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className={cx('mt-3', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function Split({
  eyebrow,
  title,
  text,
  points = [],
  visual,
  reverse = false,
  tone = 'light',
  actions = [],
}: {
  eyebrow?: string;
  title: string;
  text: string;
  points?: readonly string[];
  visual: ReactNode;
  reverse?: boolean;
  tone?: Tone;
  actions?: readonly Action[];
}) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div className={cx(reverse && 'lg:order-2')}>
        <SectionTitle {...(eyebrow === undefined ? {} : { eyebrow })} title={title} tone={tone} />
        <p className={cx('mt-4 text-lg', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>{text}</p>
        {points.length > 0 && (
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon
                  name="check"
                  className={cx('mt-0.5 shrink-0', tone === 'light' ? 'text-brand-600' : 'text-brand-300')}
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        )}
        {actions.length > 0 && <Actions actions={actions} />}
      </div>
      <div className={cx('flex justify-center', reverse && 'lg:order-1')}>{visual}</div>
    </div>
  );
}

export type Plan = {
  name: string;
  price: string;
  period?: string;
  features: readonly string[];
  highlighted?: boolean;
};

export function Plans({ plans, cta }: { plans: readonly Plan[]; cta: string }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.name}
          className={cx(
            'flex flex-col rounded-[30px] p-8',
            plan.highlighted === true
              ? 'bg-brand-700 text-white shadow-xl'
              : 'bg-white text-ink-900 ring-1 ring-ink-100',
          )}
        >
          <h3 className="text-lg font-bold">{plan.name}</h3>
          <p className="mt-4">
            <span className="text-3xl font-extrabold">{plan.price}</span>
            {plan.period !== undefined && <span className="ml-1 text-sm opacity-80">{plan.period}</span>}
          </p>
          <ul className="mt-6 flex-1 space-y-3 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="shrink-0" />
                {feature}
              </li>
            ))}
          </ul>
          <a
            href="#register"
            className={buttonClasses(
              plan.highlighted === true ? 'light' : 'primary',
              'md',
              'register-click mt-8',
            )}
          >
            {cta}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Quote({
  text,
  author,
  role,
  tone = 'light',
}: {
  text: string;
  author: string;
  role: string;
  tone?: Tone;
}) {
  return (
    <figure className={cx('mx-auto max-w-3xl text-center', tone === 'dark' && 'text-white')}>
      <blockquote className="text-2xl leading-snug font-semibold">
        {useIntl().locale.startsWith('fr') ? `«\u00a0${text}\u00a0»` : `“${text}”`}
      </blockquote>
      <figcaption className={cx('mt-6 text-sm', tone === 'light' ? 'text-ink-600' : 'text-ink-300')}>
        <span className="font-bold">{author}</span> — {role}
      </figcaption>
    </figure>
  );
}

/** Rows of label/value pairs: fees, limits, delays. */
export function FactTable({
  caption,
  rows,
  tone = 'light',
}: {
  caption: string;
  rows: readonly { label: string; value: string }[];
  tone?: Tone;
}) {
  return (
    <table
      className={cx(
        'mt-8 w-full overflow-hidden rounded-[20px] text-left',
        tone === 'light' ? 'bg-white ring-1 ring-ink-100' : 'bg-white/5 ring-1 ring-white/10',
      )}
    >
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.label}
            className={cx('border-b last:border-0', tone === 'light' ? 'border-ink-100' : 'border-white/10')}
          >
            <th scope="row" className="p-4 font-semibold">
              {row.label}
            </th>
            <td className={cx('p-4', tone === 'light' ? 'text-ink-700' : 'text-ink-200')}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
