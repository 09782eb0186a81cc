import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { CardVisual, DocumentVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-security.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  const amounts = { amount: xof(850_000), threshold: xof(500_000), daily: xof(1_000_000) };
  return (
    <>
      <Hero
        tone="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/security-business', variant: 'light' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual', amounts)}
            title={t('hero.document')}
            lines={[
              [t('hero.payee'), t('hero.payee.value')],
              [t('hero.reason'), t('hero.reason.value')],
              [t('hero.preparer'), t('hero.preparer.value')],
              [t('hero.approver'), t('hero.approver.value')],
            ]}
            total={amounts.amount}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('controls.eyebrow')} title={t('controls.title')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'lock', title: t('controls.mfa.title'), text: t('controls.mfa.text') },
            { icon: 'users', title: t('controls.roles.title'), text: t('controls.roles.text') },
            { icon: 'check', title: t('controls.approval.title'), text: t('controls.approval.text') },
            { icon: 'wallet', title: t('controls.limits.title'), text: t('controls.limits.text') },
            { icon: 'phone', title: t('controls.devices.title'), text: t('controls.devices.text') },
            { icon: 'eye', title: t('controls.log.title'), text: t('controls.log.text') },
            { icon: 'code', title: t('controls.keys.title'), text: t('controls.keys.text') },
            { icon: 'bolt', title: t('controls.alerts.title'), text: t('controls.alerts.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} intro={t('steps.intro', amounts)} />
        <Steps
          steps={[
            { title: t('steps.one.title'), text: t('steps.one.text', amounts) },
            { title: t('steps.two.title'), text: t('steps.two.text') },
            { title: t('steps.three.title'), text: t('steps.three.text') },
          ]}
        />
      </Section>
      <Section>
        <Split
          eyebrow={t('cards.eyebrow')}
          title={t('cards.title')}
          text={t('cards.text')}
          points={[t('cards.point1'), t('cards.point2'), t('cards.point3')]}
          actions={[{ label: t('cards.action'), to: '/business-cards', variant: 'secondary' }]}
          visual={<CardVisual label={t('cards.visual')} holder={t('cards.holder')} tone="dark" />}
        />
      </Section>
      <Section muted>
        <SectionTitle
          eyebrow={t('defaults.eyebrow')}
          title={t('defaults.title')}
          intro={t('defaults.intro')}
        />
        <FactTable
          caption={t('defaults.caption')}
          rows={[
            { label: t('defaults.threshold'), value: t('defaults.threshold.value', amounts) },
            { label: t('defaults.daily'), value: t('defaults.daily.value', amounts) },
            { label: t('defaults.payee'), value: t('defaults.payee.value') },
            { label: t('defaults.session'), value: t('defaults.session.value') },
            { label: t('defaults.abroad'), value: t('defaults.abroad.value') },
            { label: t('defaults.log'), value: t('defaults.log.value') },
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
