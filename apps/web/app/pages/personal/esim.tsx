import {
  FactTable,
  Faq,
  Hero,
  Plans,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../sections/sections.tsx';
import { PhoneVisual, QrVisual } from '../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './esim.messages.ts';

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
        note={t('hero.note', { price: xof(2_500) })}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#forfaits', variant: 'light' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.balance')}
            balance={t('hero.balance.value')}
            lines={[
              [t('hero.line1'), t('hero.line1.value')],
              [t('hero.line2'), t('hero.line2.value')],
              [t('hero.line3'), t('hero.line3.value')],
            ]}
          />
        }
      />
      <Section id="forfaits">
        <SectionTitle eyebrow={t('plans.eyebrow')} title={t('plans.title')} intro={t('plans.intro')} />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.week.name'),
              price: xof(2_500),
              period: t('plans.week.period'),
              features: [t('plans.region'), t('plans.hotspot'), t('plans.week.f3')],
            },
            {
              name: t('plans.month.name'),
              price: xof(9_000),
              period: t('plans.month.period'),
              highlighted: true,
              features: [t('plans.region'), t('plans.hotspot'), t('plans.month.f3')],
            },
            {
              name: t('plans.world.name'),
              price: xof(12_000),
              period: t('plans.world.period'),
              features: [t('plans.world.f1'), t('plans.hotspot'), t('plans.world.f3')],
            },
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
          eyebrow={t('install.eyebrow')}
          title={t('install.title')}
          text={t('install.text')}
          points={[t('install.point1'), t('install.point2'), t('install.point3')]}
          visual={<QrVisual label={t('install.visual')} caption={t('install.caption')} />}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('facts.title')} />
        <FactTable
          caption={t('facts.caption')}
          rows={factRows(t, 'facts', ['compatible', 'start', 'calls', 'topup', 'refund', 'payment'])}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
