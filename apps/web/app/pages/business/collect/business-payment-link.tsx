import {
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  StatBand,
  Steps,
} from '../../../sections/sections.tsx';
import { PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-payment-link.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

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
          { label: t('hero.secondary'), to: '/business-qr-payment', variant: 'secondary' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.balance')}
            balance={xof(90_000)}
            lines={[
              [t('hero.line1'), `+${xof(15_000)}`],
              [t('hero.line2'), `+${xof(15_000)}`],
              [t('hero.line3'), `+${xof(30_000)}`],
              [t('hero.line4'), `+${xof(15_000)}`],
            ]}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle title={t('features.title')} intro={t('features.intro')} />
        <FeatureGrid
          features={[
            { icon: 'link', title: t('features.reuse.title'), text: t('features.reuse.text') },
            { icon: 'wallet', title: t('features.amount.title'), text: t('features.amount.text') },
            { icon: 'clock', title: t('features.expiry.title'), text: t('features.expiry.text') },
            { icon: 'users', title: t('features.details.title'), text: t('features.details.text') },
            { icon: 'eye', title: t('features.tracking.title'), text: t('features.tracking.text') },
            { icon: 'globe', title: t('features.abroad.title'), text: t('features.abroad.text') },
          ]}
        />
      </Section>
      <Section>
        <StatBand
          tone="brand"
          stats={[
            { value: t('stats.create.value'), label: t('stats.create') },
            { value: '6', label: t('stats.operators') },
            { value: t('stats.fee.value'), label: t('stats.fee') },
            { value: xof(0), label: t('stats.subscription') },
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
