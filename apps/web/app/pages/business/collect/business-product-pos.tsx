import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Plans,
  Quote,
  Section,
  SectionTitle,
  Steps,
} from '../../../sections/sections.tsx';
import { TerminalVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-product-pos.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const xof = useXof();
  const pct = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-qr-payment', variant: 'secondary' },
        ]}
        visual={<TerminalVisual label={t('hero.visual', { amount: xof(12_500) })} amount={xof(12_500)} />}
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'card', title: t('features.cards.title'), text: t('features.cards.text') },
            { icon: 'qr', title: t('features.qr.title'), text: t('features.qr.text') },
            { icon: 'wifi', title: t('features.network.title'), text: t('features.network.text') },
            { icon: 'receipt', title: t('features.receipt.title'), text: t('features.receipt.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('plans.title')} intro={t('plans.intro')} center />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.rent'),
              price: xof(7_500),
              period: t('plans.rent.period'),
              features: [t('plans.rent.f1'), t('plans.rent.f2'), t('plans.rent.f3')],
            },
            {
              name: t('plans.buy'),
              price: xof(89_000),
              period: t('plans.buy.period'),
              highlighted: true,
              features: [t('plans.buy.f1'), t('plans.buy.f2'), t('plans.buy.f3')],
            },
            {
              name: t('plans.multi'),
              price: xof(6_000),
              period: t('plans.multi.period'),
              features: [t('plans.multi.f1'), t('plans.multi.f2'), t('plans.multi.f3')],
            },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.title')}
          rows={[
            { label: t('fees.card'), value: t('fees.rate', { fee: pct(0.018) }) },
            { label: t('fees.qr'), value: t('fees.rate', { fee: pct(0.015) }) },
            { label: t('fees.wallet'), value: t('fees.rate', { fee: pct(0.01) }) },
            { label: t('fees.payout'), value: t('fees.payout.value') },
            { label: t('fees.battery'), value: t('fees.battery.value') },
            { label: t('fees.delivery'), value: t('fees.delivery.value') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section muted>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
