import {
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../sections/sections.tsx';
import { PhoneVisual, QrVisual } from '../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../site/intl.tsx';
import { definePage } from '../site/page-module.tsx';
import { SITE_TARIFF } from '../site/tariff.ts';
import messages from './index.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/payments', variant: 'light' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.balance')}
            balance={xof(248_500)}
            lines={[
              [t('hero.line1'), `+${xof(50_000)}`],
              [t('hero.line2'), `−${xof(25_000)}`],
              [t('hero.line3'), `−${xof(7_500)}`],
              [t('hero.line4'), `+${xof(15_000)}`],
            ]}
          />
        }
      />
      <Section>
        <StatBand
          stats={[
            { value: '7', label: t('stats.countries') },
            { value: '6', label: t('stats.operators') },
            { value: t('stats.deposit.value'), label: t('stats.deposit') },
            { value: xof(SITE_TARIFF.minAmount), label: t('stats.minimum') },
          ]}
        />
        <div className="mt-16">
          <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
          <FeatureGrid
            features={[
              { icon: 'bolt', title: t('features.deposit.title'), text: t('features.deposit.text') },
              { icon: 'send', title: t('features.transfer.title'), text: t('features.transfer.text') },
              { icon: 'card', title: t('features.card.title'), text: t('features.card.text') },
              { icon: 'receipt', title: t('features.fees.title'), text: t('features.fees.text') },
              { icon: 'eye', title: t('features.status.title'), text: t('features.status.text') },
              { icon: 'users', title: t('features.support.title'), text: t('features.support.text') },
            ]}
          />
        </div>
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          eyebrow={t('split.eyebrow')}
          title={t('split.title')}
          text={t('split.text')}
          points={[t('split.point1'), t('split.point2'), t('split.point3')]}
          actions={[{ label: t('split.action'), to: '/business-receive-payments', variant: 'secondary' }]}
          visual={<QrVisual label={t('split.visual')} caption={t('split.caption')} />}
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
