import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../sections/sections.tsx';
import { CardVisual, PhoneVisual } from '../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './rewards.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const xof = useXof();
  const gained = (points: number) => `${points < 0 ? '−' : '+'}${intl.formatNumber(Math.abs(points))}`;
  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { step: xof(200), value: xof(1) })}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#parrainage', variant: 'light' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.balance')}
            balance={t('hero.points', { count: 4_250 })}
            lines={[
              [t('hero.line1'), gained(25)],
              [t('hero.line2'), gained(60)],
              [t('hero.line3'), gained(1_000)],
              [t('hero.line4'), gained(-2_500)],
            ]}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('earn.eyebrow')} title={t('earn.title')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'qr', title: t('earn.shop.title'), text: t('earn.shop.text') },
            { icon: 'card', title: t('earn.card.title'), text: t('earn.card.text') },
            { icon: 'users', title: t('earn.invite.title'), text: t('earn.invite.text') },
            { icon: 'gift', title: t('earn.bonus.title'), text: t('earn.bonus.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('rules.title')} intro={t('rules.intro')} />
        <FactTable
          caption={t('rules.caption')}
          rows={[
            { label: t('rules.merchant'), value: t('rules.merchant.value', { step: xof(200) }) },
            { label: t('rules.card'), value: t('rules.card.value', { step: xof(200) }) },
            { label: t('rules.transfers'), value: t('rules.transfers.value') },
            { label: t('rules.invite'), value: t('rules.invite.value', { min: xof(5_000) }) },
            { label: t('rules.convert'), value: t('rules.convert.value', { value: xof(1) }) },
            { label: t('rules.validity'), value: t('rules.validity.value') },
          ]}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('spend.eyebrow')}
          title={t('spend.title')}
          text={t('spend.text', { value: xof(1) })}
          points={[t('spend.point1'), t('spend.point2', { price: xof(2_500) }), t('spend.point3')]}
          actions={[{ label: t('spend.action'), to: '/cards', variant: 'secondary' }]}
          visual={<CardVisual tone="sun" label={t('spend.visual')} holder={t('spend.holder')} />}
        />
      </Section>
      <Section muted id="parrainage">
        <SectionTitle title={t('invite.title')} intro={t('invite.intro')} />
        <Steps
          steps={[
            { title: t('invite.one.title'), text: t('invite.one.text') },
            { title: t('invite.two.title'), text: t('invite.two.text') },
            { title: t('invite.three.title'), text: t('invite.three.text', { min: xof(5_000) }) },
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
