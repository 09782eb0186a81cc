import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Plans,
  Section,
  SectionTitle,
  Split,
} from '../../../sections/sections.tsx';
import { CardVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-cards.messages.ts';

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
          { label: t('hero.primary'), to: '#register', register: true, variant: 'light' },
          { label: t('hero.secondary'), to: '/business-expenses' },
        ]}
        visual={<CardVisual label={t('hero.visual')} holder={t('hero.holder')} tone="dark" />}
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          columns={2}
          features={[
            { icon: 'card', title: t('features.virtual.title'), text: t('features.virtual.text') },
            { icon: 'lock', title: t('features.limits.title'), text: t('features.limits.text') },
            { icon: 'receipt', title: t('features.receipts.title'), text: t('features.receipts.text') },
            { icon: 'wallet', title: t('features.funding.title'), text: t('features.funding.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('plans.title')} intro={t('plans.intro')} center />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.virtual'),
              price: xof(2_500),
              period: t('plans.perCard'),
              features: [t('plans.virtual.f1'), t('plans.virtual.f2'), t('plans.virtual.f3')],
            },
            {
              name: t('plans.physical'),
              price: xof(5_000),
              period: t('plans.perCard'),
              highlighted: true,
              features: [
                t('plans.physical.f1'),
                t('plans.physical.f2'),
                t('plans.physical.f3'),
                t('plans.physical.f4'),
              ],
            },
            {
              name: t('plans.fleet'),
              price: xof(45_000),
              period: t('plans.perYear'),
              features: [t('plans.fleet.f1'), t('plans.fleet.f2'), t('plans.fleet.f3')],
            },
          ]}
        />
      </Section>
      <Section>
        <Split
          eyebrow={t('control.eyebrow')}
          title={t('control.title')}
          text={t('control.text')}
          points={[t('control.point1'), t('control.point2'), t('control.point3')]}
          visual={
            <PhoneVisual
              label={t('control.visual')}
              balanceLabel={t('control.balance')}
              balance={xof(96_500)}
              lines={[
                [t('control.line1'), `−${xof(7_500)}`],
                [t('control.line2'), `−${xof(48_000)}`],
                [t('control.line3'), `−${xof(12_500)}`],
                [t('control.line4'), `−${xof(1_500)}`],
              ]}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.title')}
          rows={[
            { label: t('fees.local'), value: t('fees.local.value') },
            { label: t('fees.foreign'), value: t('fees.foreign.value') },
            { label: t('fees.atm'), value: t('fees.atm.value', { amount: xof(500) }) },
            { label: t('fees.limit'), value: t('fees.limit.value', { amount: xof(2_000_000) }) },
            { label: t('fees.replace'), value: xof(3_000) },
            { label: t('fees.freeze'), value: t('fees.freeze.value') },
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
