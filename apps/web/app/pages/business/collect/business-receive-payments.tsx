import { LocaleLink } from '../../../components/locale-link.tsx';
import { Icon, type IconName } from '../../../sections/icons.tsx';
import { FactTable, Faq, Hero, Section, SectionTitle, Split, StatBand } from '../../../sections/sections.tsx';
import { ChartVisual, TerminalVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { pageByName } from '../../../site/pages.ts';
import messages from './business-receive-payments.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

type Method = { icon: IconName; title: string; text: string; to: string };

/** Ways to get paid, each card titled by a link to its page (FeatureGrid has no links). */
function MethodCards({ methods }: { methods: readonly Method[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((method) => (
        <li key={method.to} className="rounded-[20px] bg-white p-6 ring-1 ring-ink-100">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-[8px] bg-brand-50 text-brand-700">
            <Icon name={method.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold">
            <LocaleLink
              to={method.to}
              className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
            >
              {method.title} <span aria-hidden="true">→</span>
            </LocaleLink>
          </h3>
          <p className="mt-2 text-ink-600">{method.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-payment-portal', variant: 'secondary' },
        ]}
        visual={<TerminalVisual label={t('hero.visual')} amount={xof(27_500)} />}
      />
      <Section>
        <SectionTitle center eyebrow={t('methods.eyebrow')} title={t('methods.title')} />
        <MethodCards
          methods={[
            {
              icon: 'qr',
              title: t('methods.qr.title'),
              text: t('methods.qr.text'),
              to: '/business-qr-payment',
            },
            {
              icon: 'store',
              title: t('methods.pos.title'),
              text: t('methods.pos.text'),
              to: pageByName('business-product-pos').path,
            },
            {
              icon: 'link',
              title: t('methods.link.title'),
              text: t('methods.link.text'),
              to: '/business-payment-link',
            },
            {
              icon: 'globe',
              title: t('methods.portal.title'),
              text: t('methods.portal.text'),
              to: '/business-payment-portal',
            },
            {
              icon: 'receipt',
              title: t('methods.invoices.title'),
              text: t('methods.invoices.text'),
              to: '/business-invoices',
            },
            { icon: 'code', title: t('methods.api.title'), text: t('methods.api.text'), to: '/business-api' },
          ]}
        />
      </Section>
      <Section muted>
        <StatBand
          tone="brand"
          stats={[
            { value: '6', label: t('stats.operators') },
            { value: '7', label: t('stats.countries') },
            { value: t('stats.payout.value'), label: t('stats.payout') },
            { value: xof(0), label: t('stats.fixed') },
          ]}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('dashboard.eyebrow')}
          title={t('dashboard.title')}
          text={t('dashboard.text')}
          points={[t('dashboard.point1'), t('dashboard.point2'), t('dashboard.point3')]}
          actions={[{ label: t('dashboard.action'), to: '/business-analysis-tools', variant: 'secondary' }]}
          visual={<ChartVisual label={t('dashboard.visual')} bars={[38, 52, 47, 61, 58, 74, 90]} />}
        />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('fees.eyebrow')} title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.mobile'), value: t('fees.mobile.value') },
            { label: t('fees.card'), value: t('fees.card.value') },
            { label: t('fees.cardAbroad'), value: t('fees.cardAbroad.value') },
            { label: t('fees.failed'), value: t('fees.failed.value') },
            { label: t('fees.bank'), value: t('fees.bank.value') },
            { label: t('fees.withdrawal'), value: t('fees.withdrawal.value', { min: xof(100) }) },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4, { limit: xof(2_000_000) })} />
      </Section>
    </>
  );
}
