import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { CardVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-payment-portal.messages.ts';

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
          { label: t('hero.secondary'), to: '/business-docs', variant: 'light' },
        ]}
        visual={<CardVisual label={t('hero.visual')} holder={t('hero.holder')} tone="sun" />}
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          features={[
            { icon: 'wallet', title: t('features.methods.title'), text: t('features.methods.text') },
            { icon: 'lock', title: t('features.cards.title'), text: t('features.cards.text') },
            { icon: 'store', title: t('features.brand.title'), text: t('features.brand.text') },
            { icon: 'code', title: t('features.webhooks.title'), text: t('features.webhooks.text') },
            { icon: 'exchange', title: t('features.return.title'), text: t('features.return.text') },
            { icon: 'wifi', title: t('features.light.title'), text: t('features.light.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} intro={t('steps.intro')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('checkout.eyebrow')}
          title={t('checkout.title')}
          text={t('checkout.text')}
          points={[t('checkout.point1'), t('checkout.point2'), t('checkout.point3')]}
          actions={[{ label: t('checkout.action'), to: '/business-integration', variant: 'secondary' }]}
          visual={
            <PhoneVisual
              label={t('checkout.visual')}
              balanceLabel={t('checkout.order')}
              balance={xof(18_500)}
              lines={[
                [t('checkout.operator'), t('checkout.operator.value')],
                [t('checkout.number'), '•• •• 12'],
                [t('checkout.request'), t('checkout.request.value')],
                [t('checkout.status'), t('checkout.status.value')],
              ]}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('fees.eyebrow')} title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={factRows(t, 'fees', ['mobile', 'card', 'cardAbroad', 'failed', 'refund', 'payout'])}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
