import {
  FactTable,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../../../sections/sections.tsx';
import { QrVisual, TerminalVisual } from '../../../sections/visuals.tsx';
import { titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { pageByName } from '../../../site/pages.ts';
import messages from './business-qr-payment.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  return (
    <>
      <Hero
        tone="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-payment-link', variant: 'light' },
        ]}
        visual={<QrVisual label={t('hero.visual')} caption={t('hero.caption')} />}
      />
      <Section>
        <StatBand
          stats={[
            { value: xof(0), label: t('stats.hardware') },
            { value: '6', label: t('stats.operators') },
            { value: t('stats.time.value'), label: t('stats.time') },
            { value: t('stats.fee.value'), label: t('stats.fee') },
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
          eyebrow={t('dynamic.eyebrow')}
          title={t('dynamic.title')}
          text={t('dynamic.text')}
          points={[t('dynamic.point1'), t('dynamic.point2'), t('dynamic.point3')]}
          actions={[
            { label: t('dynamic.action'), to: pageByName('business-product-pos').path, variant: 'secondary' },
          ]}
          visual={<TerminalVisual label={t('dynamic.visual')} amount={xof(12_500)} />}
        />
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle eyebrow={t('fees.eyebrow')} title={t('fees.title')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.qr'), value: t('fees.qr.value') },
            { label: t('fees.mobile'), value: t('fees.mobile.value') },
            { label: t('fees.card'), value: t('fees.card.value') },
            { label: t('fees.available'), value: t('fees.available.value') },
            { label: t('fees.bank'), value: t('fees.bank.value') },
            { label: t('fees.withdrawal'), value: t('fees.withdrawal.value', { min: xof(100) }) },
          ]}
        />
      </Section>
    </>
  );
}
