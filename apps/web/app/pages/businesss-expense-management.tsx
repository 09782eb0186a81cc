import { Faq, FeatureGrid, Hero, Plans, Section, SectionTitle, Split, Steps } from '../sections/sections.tsx';
import { ChartVisual, PhoneVisual } from '../sections/visuals.tsx';
import { PageText, titledTexts, useText, useXof } from '../site/intl.tsx';
import { pageMeta } from '../site/seo.ts';
import messages from './businesss-expense-management.messages.ts';

export const meta = pageMeta(messages);

export default function BusinessExpenseManagement() {
  return (
    <PageText messages={messages}>
      <Content />
    </PageText>
  );
}

function Content() {
  const t = useText();
  const xof = useXof();
  const plan = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => t(`plans.${name}.${index + 1}`, { card: xof(5_000) }));
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
              features: plan('essential', 4),
            },
            {
              name: t('plans.pro'),
              price: xof(15_000),
              period: t('plans.period'),
              features: plan('pro', 5),
              highlighted: true,
            },
            { name: t('plans.enterprise'), price: t('plans.quote'), features: plan('enterprise', 4) },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={[1, 2, 3].map((n) => ({ question: t(`faq.q${n}`), answer: t(`faq.a${n}`) }))} />
      </Section>
    </>
  );
}
