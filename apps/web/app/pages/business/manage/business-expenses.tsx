import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { DocumentVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-expenses.messages.ts';

/** One mission's expenses, shown on the report and on the employee's phone. */
const EXPENSES = [
  ['bus', 25_000],
  ['hotel', 60_000],
  ['meals', 18_500],
  ['taxis', 9_000],
] as const;

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  const total = EXPENSES.reduce((sum, [, amount]) => sum + amount, 0);
  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-cards', variant: 'light' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual', { amount: xof(total) })}
            title={t('hero.doc.title')}
            lines={EXPENSES.map(([key, amount]) => [t(`expense.${key}`), xof(amount)])}
            total={xof(total)}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps
          steps={[
            { title: t('steps.one.title'), text: t('steps.one.text') },
            { title: t('steps.two.title'), text: t('steps.two.text', { amount: xof(50_000) }) },
            { title: t('steps.three.title'), text: t('steps.three.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('features.title')} />
        <FeatureGrid
          columns={2}
          features={[
            { icon: 'receipt', title: t('features.scan.title'), text: t('features.scan.text') },
            { icon: 'globe', title: t('features.allowances.title'), text: t('features.allowances.text') },
            { icon: 'team', title: t('features.approvals.title'), text: t('features.approvals.text') },
            { icon: 'book', title: t('features.export.title'), text: t('features.export.text') },
          ]}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('refund.eyebrow')}
          title={t('refund.title')}
          text={t('refund.text')}
          points={[t('refund.point1'), t('refund.point2'), t('refund.point3')]}
          visual={
            <PhoneVisual
              label={t('refund.visual')}
              balanceLabel={t('refund.balance')}
              balance={xof(total)}
              lines={EXPENSES.map(([key, amount]) => [t(`refund.${key}`), `+${xof(amount)}`])}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('rules.title')} />
        <FactTable
          caption={t('rules.title')}
          rows={[
            { label: t('rules.delay'), value: t('rules.delay.value') },
            { label: t('rules.cost'), value: t('rules.cost.value') },
            { label: t('rules.double'), value: t('rules.double.value', { amount: xof(50_000) }) },
            { label: t('rules.archive'), value: t('rules.archive.value') },
            { label: t('rules.formats'), value: t('rules.formats.value') },
            { label: t('rules.users'), value: t('rules.users.value') },
          ]}
        />
      </Section>
      <Section>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section muted>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
