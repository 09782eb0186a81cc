import {
  Faq,
  FeatureGrid,
  Hero,
  Plans,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { ChartVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, numberedTexts, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-expense-management.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  const planValues = { card: xof(5_000) };
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-expenses', variant: 'secondary' },
        ]}
        visual={<ChartVisual label={t('hero.visual')} bars={[64, 71, 58, 80, 67, 62, 55]} />}
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          columns={2}
          features={[
            { icon: 'chart', title: t('features.budgets.title'), text: t('features.budgets.text') },
            { icon: 'card', title: t('features.cards.title'), text: t('features.cards.text') },
            { icon: 'receipt', title: t('features.receipts.title'), text: t('features.receipts.text') },
            { icon: 'book', title: t('features.categories.title'), text: t('features.categories.text') },
          ]}
        />
      </Section>
      <Section muted>
        <Split
          reverse
          eyebrow={t('budget.eyebrow')}
          title={t('budget.title')}
          text={t('budget.text', { budget: xof(100_000) })}
          points={[t('budget.point1'), t('budget.point2'), t('budget.point3')]}
          visual={
            <PhoneVisual
              label={t('budget.visual')}
              balanceLabel={t('budget.left')}
              balance={xof(78_000)}
              lines={[
                [t('budget.line1'), `−${xof(3_500)}`],
                [t('budget.line2'), `−${xof(2_000)}`],
                [t('budget.line3'), `−${xof(7_500)}`],
                [t('budget.line4'), `−${xof(9_000)}`],
              ]}
            />
          }
        />
      </Section>
      <Section>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle center eyebrow={t('plans.eyebrow')} title={t('plans.title')} intro={t('plans.intro')} />
        <Plans
          cta={t('plans.cta')}
          plans={[
            {
              name: t('plans.essential'),
              price: xof(0),
              period: t('plans.period'),
              features: numberedTexts(t, 'plans.essential.', 4, planValues),
            },
            {
              name: t('plans.pro'),
              price: xof(15_000),
              period: t('plans.period'),
              features: numberedTexts(t, 'plans.pro.', 5, planValues),
              highlighted: true,
            },
            {
              name: t('plans.enterprise'),
              price: t('plans.quote'),
              features: numberedTexts(t, 'plans.enterprise.', 4, planValues),
            },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 3)} />
      </Section>
    </>
  );
}
