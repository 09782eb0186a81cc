import { FeatureGrid, Hero, Quote, Section, SectionTitle, Split, Steps } from '../../sections/sections.tsx';
import { ChartVisual, NetworkVisual } from '../../sections/visuals.tsx';
import { titledTexts, useText } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './community.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#ambassadeurs', variant: 'secondary' },
        ]}
        visual={<NetworkVisual label={t('hero.visual')} places={t('hero.places').split(', ')} />}
      />
      <Section>
        <SectionTitle eyebrow={t('join.eyebrow')} title={t('join.title')} intro={t('join.intro')} />
        <FeatureGrid
          columns={2}
          features={[
            { icon: 'users', title: t('join.groups.title'), text: t('join.groups.text') },
            { icon: 'book', title: t('join.workshops.title'), text: t('join.workshops.text') },
            { icon: 'star', title: t('join.ambassadors.title'), text: t('join.ambassadors.text') },
            { icon: 'help', title: t('join.help.title'), text: t('join.help.text') },
          ]}
        />
      </Section>
      <Section muted>
        <Split
          reverse
          eyebrow={t('vote.eyebrow')}
          title={t('vote.title')}
          text={t('vote.text')}
          points={[t('vote.point1'), t('vote.point2'), t('vote.point3')]}
          visual={<ChartVisual label={t('vote.visual')} bars={[38, 52, 61, 74, 120]} />}
        />
      </Section>
      <Section id="ambassadeurs">
        <SectionTitle title={t('ambassadors.title')} intro={t('ambassadors.intro')} />
        <Steps steps={titledTexts(t, 'ambassadors', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle
          center
          eyebrow={t('safety.eyebrow')}
          title={t('safety.title')}
          intro={t('safety.intro')}
        />
        <FeatureGrid
          features={[
            { icon: 'lock', title: t('safety.pin.title'), text: t('safety.pin.text') },
            { icon: 'eye', title: t('safety.check.title'), text: t('safety.check.text') },
            { icon: 'shield', title: t('safety.report.title'), text: t('safety.report.text') },
          ]}
        />
      </Section>
    </>
  );
}
