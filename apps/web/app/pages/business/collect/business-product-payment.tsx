import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { PhoneVisual, QrVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { SITE_TARIFF } from '../../../site/tariff.ts';
import messages from './business-product-payment.messages.ts';

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
        tone="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note', { fee: pct(0.01) })}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true, variant: 'light' },
          { label: t('hero.secondary'), to: '/business-docs' },
        ]}
        visual={<QrVisual label={t('hero.visual')} caption={t('hero.caption')} />}
      />
      <Section>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <Split
          reverse
          eyebrow={t('payer.eyebrow')}
          title={t('payer.title')}
          text={t('payer.text')}
          points={[t('payer.point1'), t('payer.point2'), t('payer.point3')]}
          actions={[{ label: t('payer.action'), to: '/business-payment-link', variant: 'secondary' }]}
          visual={
            <PhoneVisual
              label={t('payer.visual')}
              balanceLabel={t('payer.balance')}
              balance={xof(64_000)}
              lines={[
                [t('payer.line1'), `−${xof(18_500)}`],
                [t('payer.line2'), `−${xof(4_500)}`],
                [t('payer.line3'), `+${xof(40_000)}`],
                [t('payer.line4'), `−${xof(2_000)}`],
              ]}
            />
          }
        />
      </Section>
      <Section>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.title')}
          rows={[
            { label: t('fees.wallet'), value: t('fees.rate', { fee: pct(0.01) }) },
            { label: t('fees.mobile'), value: t('fees.rate', { fee: pct(0.015) }) },
            { label: t('fees.card'), value: t('fees.rate', { fee: pct(0.025) }) },
            { label: t('fees.minimum'), value: xof(SITE_TARIFF.minAmount) },
            { label: t('fees.payout'), value: t('fees.payout.value') },
            { label: t('fees.refund'), value: t('fees.refund.value') },
            { label: t('fees.fixed'), value: t('fees.fixed.value') },
          ]}
        />
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
