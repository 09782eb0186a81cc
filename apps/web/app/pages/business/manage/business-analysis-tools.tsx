import {
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  StatBand,
} from '../../../sections/sections.tsx';
import { ChartVisual, DocumentVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-analysis-tools.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-receive-payments', variant: 'secondary' },
        ]}
        visual={<ChartVisual label={t('hero.visual')} bars={[42, 55, 51, 63, 74, 92]} />}
      />
      <Section>
        <SectionTitle eyebrow={t('board.eyebrow')} title={t('board.title')} intro={t('board.intro')} />
        <FeatureGrid
          columns={4}
          features={[
            { icon: 'chart', title: t('board.revenue.title'), text: t('board.revenue.text') },
            { icon: 'percent', title: t('board.success.title'), text: t('board.success.text') },
            { icon: 'globe', title: t('board.countries.title'), text: t('board.countries.text') },
            { icon: 'clock', title: t('board.hours.title'), text: t('board.hours.text') },
          ]}
        />
      </Section>
      <Section muted>
        <Split
          reverse
          eyebrow={t('report.eyebrow')}
          title={t('report.title')}
          text={t('report.text')}
          points={[t('report.point1'), t('report.point2'), t('report.point3')]}
          visual={
            <DocumentVisual
              label={t('report.visual')}
              title={t('report.doc.title')}
              lines={[
                [t('report.doc.mobile'), xof(4_820_000)],
                [t('report.doc.card'), xof(1_365_000)],
                [t('report.doc.refunds'), `−${xof(85_000)}`],
                [t('report.doc.fees'), `−${xof(106_425)}`],
              ]}
              total={xof(5_993_575)}
            />
          }
        />
      </Section>
      <Section>
        <SectionTitle title={t('stats.title')} />
        <div className="mt-10">
          <StatBand
            tone="brand"
            stats={[
              { value: t('stats.history.value'), label: t('stats.history') },
              { value: t('stats.formats.value'), label: t('stats.formats') },
              { value: t('stats.refresh.value'), label: t('stats.refresh') },
              { value: xof(0), label: t('stats.price') },
            ]}
          />
        </div>
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
