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
import { DocumentVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-invoices.messages.ts';

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
          { label: t('hero.secondary'), to: '/business-payment-link', variant: 'secondary' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual')}
            title={t('hero.document')}
            lines={[
              [t('hero.line1'), xof(60_000)],
              [t('hero.line2'), xof(25_000)],
              [t('hero.line3'), xof(10_000)],
              [t('hero.line4'), xof(2_500)],
            ]}
            total={xof(97_500)}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          features={[
            { icon: 'receipt', title: t('features.legal.title'), text: t('features.legal.text') },
            { icon: 'phone', title: t('features.pay.title'), text: t('features.pay.text') },
            { icon: 'clock', title: t('features.reminders.title'), text: t('features.reminders.text') },
            { icon: 'check', title: t('features.matching.title'), text: t('features.matching.text') },
            { icon: 'percent', title: t('features.partial.title'), text: t('features.partial.text') },
            { icon: 'book', title: t('features.export.title'), text: t('features.export.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('client.eyebrow')}
          title={t('client.title')}
          text={t('client.text')}
          points={[t('client.point1'), t('client.point2'), t('client.point3')]}
          visual={
            <PhoneVisual
              label={t('client.visual')}
              balanceLabel={t('client.due')}
              balance={xof(97_500)}
              lines={[
                [t('client.method1'), '›'],
                [t('client.method2'), '›'],
                [t('client.method3'), '›'],
                [t('client.method4'), '›'],
              ]}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('fees.eyebrow')} title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={factRows(t, 'fees', ['create', 'mobile', 'card', 'cardAbroad', 'payout'])}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
