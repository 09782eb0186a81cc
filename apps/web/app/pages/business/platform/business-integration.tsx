import {
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { DocumentVisual, NetworkVisual } from '../../../sections/visuals.tsx';
import { faqItems, numberedTexts, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-integration.messages.ts';

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
          { label: t('hero.secondary'), to: '/business-api', variant: 'secondary' },
        ]}
        visual={<NetworkVisual label={t('hero.visual')} places={numberedTexts(t, 'hero.node', 6)} />}
      />
      <Section>
        <SectionTitle eyebrow={t('tools.eyebrow')} title={t('tools.title')} intro={t('tools.intro')} />
        <FeatureGrid
          features={[
            { icon: 'store', title: t('tools.shop.title'), text: t('tools.shop.text') },
            { icon: 'receipt', title: t('tools.till.title'), text: t('tools.till.text') },
            { icon: 'book', title: t('tools.accounting.title'), text: t('tools.accounting.text') },
            { icon: 'chart', title: t('tools.sheets.title'), text: t('tools.sheets.text') },
            { icon: 'bolt', title: t('tools.automation.title'), text: t('tools.automation.text') },
            { icon: 'code', title: t('tools.custom.title'), text: t('tools.custom.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} center />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('books.eyebrow')}
          title={t('books.title')}
          text={t('books.text')}
          points={[t('books.point1'), t('books.point2'), t('books.point3')]}
          visual={
            <DocumentVisual
              label={t('books.visual', { amount: xof(6_185_000) })}
              title={t('books.doc.title')}
              lines={[
                [t('books.doc.bank'), xof(5_993_575)],
                [t('books.doc.fees'), xof(106_425)],
                [t('books.doc.returns'), xof(85_000)],
              ]}
              total={xof(6_185_000)}
            />
          }
        />
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
