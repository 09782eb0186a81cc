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
} from '../../../sections/sections.tsx';
import { NetworkVisual, TerminalVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-community.messages.ts';

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
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-receive-payments', variant: 'secondary' },
        ]}
        visual={<TerminalVisual label={t('hero.visual')} amount={xof(12_500)} />}
      />
      <Section>
        <StatBand
          tone="brand"
          stats={[
            { value: '7', label: t('stats.cities') },
            { value: '2', label: t('stats.workshops') },
            { value: xof(0), label: t('stats.price') },
            { value: t('stats.answer.value'), label: t('stats.answer') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle eyebrow={t('offer.eyebrow')} title={t('offer.title')} />
        <FeatureGrid
          features={[
            { icon: 'book', title: t('offer.workshops.title'), text: t('offer.workshops.text') },
            { icon: 'team', title: t('offer.meetups.title'), text: t('offer.meetups.text') },
            { icon: 'store', title: t('offer.network.title'), text: t('offer.network.text') },
            { icon: 'chart', title: t('offer.benchmarks.title'), text: t('offer.benchmarks.text') },
            { icon: 'star', title: t('offer.beta.title'), text: t('offer.beta.text') },
            { icon: 'help', title: t('offer.advisor.title'), text: t('offer.advisor.text') },
          ]}
        />
      </Section>
      <Section muted>
        <Split
          reverse
          eyebrow={t('meet.eyebrow')}
          title={t('meet.title')}
          text={t('meet.text')}
          points={[t('meet.point1'), t('meet.point2'), t('meet.point3')]}
          visual={<NetworkVisual label={t('meet.visual')} places={t('meet.places').split(', ')} />}
        />
      </Section>
      <Section>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
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
