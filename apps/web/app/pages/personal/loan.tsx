import {
  FactTable,
  Faq,
  Hero,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../../sections/sections.tsx';
import { ChartVisual, DocumentVisual } from '../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './loan.messages.ts';

/** The worked example: 150 000 F CFA over 3 months at 1.5 % (150 basis points) of the amount borrowed per month. */
const EXAMPLE = { amount: 150_000, months: 3, monthlyBasisPoints: 150 };

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  // Whole francs, no floating point: 150 000 × 150 × 3 / 10 000 = 6 750; 156 750 / 3 = 52 250.
  const cost = (EXAMPLE.amount * EXAMPLE.monthlyBasisPoints * EXAMPLE.months) / 10_000;
  const total = EXAMPLE.amount + cost;
  const instalment = total / EXAMPLE.months;
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { min: xof(10_000), max: xof(500_000) })}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '#exemple', variant: 'secondary' },
        ]}
        visual={<ChartVisual label={t('hero.visual')} bars={[25, 50, 75, 100, 150, 200]} />}
      />
      <Section>
        <StatBand
          tone="brand"
          stats={[
            { value: xof(10_000), label: t('stats.min') },
            { value: xof(500_000), label: t('stats.max') },
            { value: t('stats.duration.value'), label: t('stats.duration') },
            { value: t('stats.answer.value'), label: t('stats.answer') },
          ]}
        />
      </Section>
      <Section muted id="exemple">
        <Split
          eyebrow={t('example.eyebrow')}
          title={t('example.title')}
          text={t('example.text', {
            amount: xof(EXAMPLE.amount),
            instalment: xof(instalment),
            total: xof(total),
            cost: xof(cost),
          })}
          points={[t('example.point1'), t('example.point2'), t('example.point3')]}
          visual={
            <DocumentVisual
              label={t('example.visual')}
              title={t('example.document')}
              lines={[1, 2, 3].map((month) => [t('example.line', { month }), xof(instalment)])}
              total={xof(total)}
            />
          }
        />
      </Section>
      <Section>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle title={t('terms.title')} intro={t('terms.intro')} />
        <FactTable
          caption={t('terms.caption')}
          rows={[
            {
              label: t('terms.amount'),
              value: t('terms.amount.value', { min: xof(10_000), max: xof(500_000) }),
            },
            { label: t('terms.duration'), value: t('terms.duration.value') },
            { label: t('terms.cost'), value: t('terms.cost.value') },
            { label: t('terms.early'), value: t('terms.early.value') },
            { label: t('terms.late'), value: t('terms.late.value') },
            { label: t('terms.who'), value: t('terms.who.value') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4, { max: xof(500_000) })} />
      </Section>
    </>
  );
}
