import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../sections/sections.tsx';
import { DocumentVisual, QrVisual } from '../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './donate.messages.ts';

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
        lead={t('hero.lead', { min: xof(100) })}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#collecte', variant: 'light' },
        ]}
        visual={<QrVisual label={t('hero.visual')} caption={t('hero.caption')} />}
      />
      <Section>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('trust.eyebrow')} title={t('trust.title')} />
        <FeatureGrid
          features={[
            { icon: 'shield', title: t('trust.verified.title'), text: t('trust.verified.text') },
            { icon: 'eye', title: t('trust.follow.title'), text: t('trust.follow.text') },
            { icon: 'clock', title: t('trust.monthly.title'), text: t('trust.monthly.text') },
            { icon: 'lock', title: t('trust.anonymous.title'), text: t('trust.anonymous.text') },
            { icon: 'receipt', title: t('trust.receipt.title'), text: t('trust.receipt.text') },
            {
              icon: 'heart',
              title: t('trust.free.title'),
              text: t('trust.free.text', { amount: xof(1_000) }),
            },
          ]}
        />
      </Section>
      <Section id="collecte">
        <Split
          reverse
          eyebrow={t('organise.eyebrow')}
          title={t('organise.title')}
          text={t('organise.text')}
          points={[t('organise.point1'), t('organise.point2'), t('organise.point3')]}
          actions={[{ label: t('organise.action'), to: '#register', register: true }]}
          visual={
            <DocumentVisual
              label={t('organise.visual')}
              title={t('organise.document')}
              lines={[
                [t('organise.line1'), xof(420_000)],
                [t('organise.line2'), xof(80_000)],
                [t('organise.line3'), `−${xof(7_500)}`],
              ]}
              total={xof(492_500)}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.donor'), value: t('fees.donor.value') },
            { label: t('fees.minimum'), value: xof(100) },
            { label: t('fees.organiser'), value: t('fees.organiser.value', { min: xof(100) }) },
            { label: t('fees.payout'), value: t('fees.payout.value') },
            { label: t('fees.review'), value: t('fees.review.value') },
          ]}
        />
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
