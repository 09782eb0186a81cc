import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  Hero,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../../../sections/sections.tsx';
import { ChartVisual, DocumentVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-currency-exchange.messages.ts';

/** The fixed parity of the CFA franc: 655.957 XOF for one euro. */
const EUR_PARITY = 655.957;

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const xof = useXof();
  const eur = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });
  const pct = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const parity = intl.formatNumber(EUR_PARITY, { minimumFractionDigits: 3 });
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-multi-currency-account', variant: 'secondary' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual')}
            title={t('hero.doc.title')}
            lines={[
              [t('hero.doc.received'), eur(10_000)],
              [t('hero.doc.rate'), t('hero.doc.rate.value', { rate: parity })],
              [t('hero.doc.converted'), xof(6_559_570)],
              [t('hero.doc.fee', { fee: pct(0.005) }), xof(32_798)],
            ]}
            total={xof(6_592_368)}
          />
        }
      />
      <Section>
        <StatBand
          stats={[
            { value: parity, label: t('stats.parity') },
            { value: pct(0.005), label: t('stats.fee') },
            { value: t('stats.xaf.value'), label: t('stats.xaf') },
            { value: t('stats.delay.value'), label: t('stats.delay') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('suppliers.eyebrow')}
          title={t('suppliers.title')}
          text={t('suppliers.text')}
          points={[t('suppliers.point1'), t('suppliers.point2'), t('suppliers.point3')]}
          actions={[
            { label: t('suppliers.action'), to: '/business-payment-international', variant: 'secondary' },
          ]}
          visual={<ChartVisual label={t('suppliers.visual')} bars={[61, 58, 63, 60, 57, 59, 62]} />}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('rates.title')} intro={t('rates.intro')} />
        <FactTable
          caption={t('rates.title')}
          rows={[
            { label: t('rates.eur'), value: t('rates.eur.value', { rate: parity, fee: pct(0.005) }) },
            { label: t('rates.xaf'), value: t('rates.xaf.value', { fee: pct(0.003) }) },
            { label: t('rates.usd'), value: t('rates.market', { fee: pct(0.01) }) },
            { label: t('rates.regional'), value: t('rates.market', { fee: pct(0.015) }) },
            { label: t('rates.minimum'), value: xof(10_000) },
            { label: t('rates.maximum'), value: t('rates.maximum.value', { amount: xof(50_000_000) }) },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
