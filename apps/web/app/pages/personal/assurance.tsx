import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Plans,
  Section,
  SectionTitle,
  Steps,
} from '../../sections/sections.tsx';
import { DocumentVisual } from '../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './assurance.messages.ts';

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
        lead={t('hero.lead', { price: xof(1_000) })}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#formules', variant: 'secondary' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual')}
            title={t('hero.document')}
            lines={[
              [t('hero.line1'), xof(2_500)],
              [t('hero.line2'), xof(1_000)],
              [t('hero.line3'), xof(0)],
            ]}
            total={xof(3_500)}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'clock', title: t('why.fast.title'), text: t('why.fast.text') },
            { icon: 'phone', title: t('why.paperless.title'), text: t('why.paperless.text') },
            { icon: 'wallet', title: t('why.monthly.title'), text: t('why.monthly.text') },
            { icon: 'bolt', title: t('why.payout.title'), text: t('why.payout.text') },
          ]}
        />
      </Section>
      <Section muted id="formules">
        <SectionTitle title={t('plans.title')} intro={t('plans.intro')} />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.phone.name'),
              price: xof(1_000),
              period: t('plans.month'),
              features: [
                t('plans.phone.f1'),
                t('plans.phone.f2', { cap: xof(150_000) }),
                t('plans.phone.f3', { excess: xof(5_000) }),
              ],
            },
            {
              name: t('plans.health.name'),
              price: xof(2_500),
              period: t('plans.month'),
              highlighted: true,
              features: [
                t('plans.health.f1', { night: xof(15_000) }),
                t('plans.health.f2', { cap: xof(200_000) }),
                t('plans.health.f3', { extra: xof(1_500) }),
              ],
            },
            {
              name: t('plans.travel.name'),
              price: xof(9_000),
              period: t('plans.trip'),
              features: [
                t('plans.travel.f1', { cap: xof(20_000_000) }),
                t('plans.travel.f2', { cap: xof(300_000) }),
                t('plans.travel.f3'),
              ],
            },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('claim.title')} intro={t('claim.intro')} />
        <Steps steps={titledTexts(t, 'claim', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle title={t('facts.title')} />
        <FactTable
          caption={t('facts.caption')}
          rows={[
            { label: t('facts.waiting'), value: t('facts.waiting.value') },
            { label: t('facts.phone'), value: t('facts.phone.value', { max: xof(500_000) }) },
            { label: t('facts.age'), value: t('facts.age.value') },
            { label: t('facts.payment'), value: t('facts.payment.value') },
            { label: t('facts.payout'), value: t('facts.payout.value') },
            { label: t('facts.cancel'), value: t('facts.cancel.value') },
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
