import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  StatBand,
  Steps,
} from '../../../sections/sections.tsx';
import { NetworkVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './team-old.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

/** The team page in its older design, on the dark layout: every block is given tone="dark". */
function Content() {
  const t = useText<typeof messages>();
  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { label: t('hero.primary'), to: '#rejoindre' },
          { label: t('hero.secondary'), to: '#register', register: true, variant: 'light' },
        ]}
        visual={<NetworkVisual label={t('hero.visual')} places={t('hero.places').split(', ')} />}
      />
      <Section tone="dark">
        <SectionTitle
          tone="dark"
          eyebrow={t('mission.eyebrow')}
          title={t('mission.title')}
          intro={t('mission.intro')}
        />
        <div className="mt-10">
          <StatBand
            tone="dark"
            stats={[
              { value: '3', label: t('stats.offices') },
              { value: '7', label: t('stats.countries') },
              { value: '6', label: t('stats.operators') },
              { value: t('stats.support.value'), label: t('stats.support') },
            ]}
          />
        </div>
      </Section>
      <Section tone="dark" muted>
        <SectionTitle tone="dark" eyebrow={t('values.eyebrow')} title={t('values.title')} />
        <FeatureGrid
          tone="dark"
          columns={4}
          features={[
            { icon: 'eye', title: t('values.clarity.title'), text: t('values.clarity.text') },
            { icon: 'shield', title: t('values.reliability.title'), text: t('values.reliability.text') },
            { icon: 'users', title: t('values.proximity.title'), text: t('values.proximity.text') },
            { icon: 'lock', title: t('values.care.title'), text: t('values.care.text') },
          ]}
        />
      </Section>
      <Section tone="dark">
        <SectionTitle tone="dark" title={t('offices.title')} intro={t('offices.intro')} />
        <FactTable
          tone="dark"
          caption={t('offices.caption')}
          rows={factRows(t, 'offices', ['cotonou', 'abidjan', 'dakar'])}
        />
      </Section>
      <Section tone="dark" muted>
        <Quote tone="dark" text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section tone="dark" id="rejoindre">
        <SectionTitle
          tone="dark"
          eyebrow={t('join.eyebrow')}
          title={t('join.title')}
          intro={t('join.intro')}
        />
        <Steps tone="dark" steps={titledTexts(t, 'join', ['one', 'two', 'three'])} />
      </Section>
      <Section tone="dark" muted>
        <SectionTitle tone="dark" title={t('faq.title')} />
        <Faq tone="dark" items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
