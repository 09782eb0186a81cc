import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Plans,
  Section,
  SectionTitle,
  Split,
  StatBand,
} from '../../sections/sections.tsx';
import { CardVisual, DocumentVisual } from '../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './cards.messages.ts';

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
        note={t('hero.note', { price: xof(2_500) })}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#tarifs', variant: 'light' },
        ]}
        visual={<CardVisual tone="dark" label={t('hero.visual')} holder={t('hero.holder')} />}
      />
      <Section>
        <StatBand
          stats={[
            { value: xof(2_500), label: t('stats.price') },
            { value: t('stats.ready.value'), label: t('stats.ready') },
            { value: xof(0), label: t('stats.local') },
            { value: t('stats.delivery.value'), label: t('stats.delivery') },
          ]}
        />
      </Section>
      <Section>
        <Split
          eyebrow={t('split.eyebrow')}
          title={t('split.title')}
          text={t('split.text')}
          points={[t('split.point1'), t('split.point2'), t('split.point3')]}
          actions={[{ label: t('split.action'), to: '/rewards', variant: 'secondary' }]}
          visual={
            <DocumentVisual
              label={t('split.visual')}
              title={t('split.document')}
              lines={[
                [t('split.line1'), xof(12_500)],
                [t('split.line2'), xof(2_900)],
                [t('split.line3'), xof(20_000)],
                [t('split.line4'), xof(700)],
              ]}
              total={xof(36_100)}
            />
          }
        />
      </Section>
      <Section muted id="tarifs">
        <SectionTitle center title={t('plans.title')} intro={t('plans.intro')} />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.virtual.name'),
              price: xof(2_500),
              period: t('plans.year'),
              features: [
                t('plans.virtual.f1'),
                t('plans.virtual.f2', { cap: xof(1_000_000) }),
                t('plans.virtual.f3'),
              ],
            },
            {
              name: t('plans.classic.name'),
              price: xof(5_000),
              period: t('plans.year'),
              highlighted: true,
              features: [
                t('plans.classic.f1'),
                t('plans.classic.f2', { cap: xof(3_000_000) }),
                t('plans.classic.f3'),
              ],
            },
            {
              name: t('plans.travel.name'),
              price: xof(10_000),
              period: t('plans.year'),
              features: [
                t('plans.travel.f1'),
                t('plans.travel.f2'),
                t('plans.travel.f3', { cap: xof(5_000_000) }),
              ],
            },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle eyebrow={t('safety.eyebrow')} title={t('safety.title')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'lock', title: t('safety.freeze.title'), text: t('safety.freeze.text') },
            { icon: 'shield', title: t('safety.code.title'), text: t('safety.code.text') },
            { icon: 'eye', title: t('safety.alerts.title'), text: t('safety.alerts.text') },
            { icon: 'percent', title: t('safety.limits.title'), text: t('safety.limits.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.local'), value: t('fees.local.value') },
            { label: t('fees.foreign'), value: t('fees.foreign.value') },
            { label: t('fees.atm'), value: t('fees.atm.value', { fixed: xof(500) }) },
            { label: t('fees.topup'), value: t('fees.topup.value', { min: xof(1_000) }) },
            { label: t('fees.replace'), value: xof(3_000) },
            { label: t('fees.delivery'), value: t('fees.delivery.value') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 5)} />
      </Section>
    </>
  );
}
