import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../../../sections/sections.tsx';
import { CardVisual, NetworkVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './security-business.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

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
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-security', variant: 'light' },
        ]}
        visual={<NetworkVisual label={t('hero.visual')} places={t('hero.places').split(', ')} />}
      />
      <Section tone="dark">
        <StatBand
          tone="dark"
          stats={[
            { value: t('stats.watch.value'), label: t('stats.watch') },
            { value: t('stats.uptime.value'), label: t('stats.uptime') },
            { value: t('stats.rest.value'), label: t('stats.rest') },
            { value: t('stats.transit.value'), label: t('stats.transit') },
          ]}
        />
      </Section>
      <Section tone="dark" muted>
        <SectionTitle tone="dark" eyebrow={t('money.eyebrow')} title={t('money.title')} />
        <FeatureGrid
          tone="dark"
          columns={2}
          features={[
            { icon: 'bank', title: t('money.segregated.title'), text: t('money.segregated.text') },
            { icon: 'book', title: t('money.ledger.title'), text: t('money.ledger.text') },
            { icon: 'eye', title: t('money.monitoring.title'), text: t('money.monitoring.text') },
            { icon: 'check', title: t('money.once.title'), text: t('money.once.text') },
          ]}
        />
      </Section>
      <Section tone="dark">
        <SectionTitle tone="dark" title={t('steps.title')} intro={t('steps.intro')} />
        <Steps tone="dark" steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section tone="dark" muted>
        <Split
          tone="dark"
          reverse
          eyebrow={t('cards.eyebrow')}
          title={t('cards.title')}
          text={t('cards.text')}
          points={[t('cards.point1'), t('cards.point2'), t('cards.point3')]}
          visual={<CardVisual label={t('cards.visual')} holder={t('cards.holder')} />}
        />
      </Section>
      <Section tone="dark">
        <SectionTitle tone="dark" eyebrow={t('commitments.eyebrow')} title={t('commitments.title')} />
        <FactTable
          tone="dark"
          caption={t('commitments.caption')}
          rows={factRows(t, 'commitments', ['uptime', 'watch', 'incident', 'backups', 'pentest', 'access'])}
        />
      </Section>
      <Section tone="dark" muted>
        <SectionTitle tone="dark" title={t('faq.title')} />
        <Faq tone="dark" items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
