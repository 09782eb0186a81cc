import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
} from '../../../sections/sections.tsx';
import { DocumentVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-docs.messages.ts';

/** The status codes an integration meets most, in the order a payment goes through them. */
const STATUS_CODES = [201, 202, 204, 230, 200, 450, 451, 460] as const;

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const xof = useXof();
  const minutes = (count: number) => intl.formatNumber(count, { style: 'unit', unit: 'minute' });
  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-api', variant: 'light' },
        ]}
        visual={
          <DocumentVisual
            label={t('hero.visual')}
            title={t('hero.doc.title')}
            lines={[
              [t('hero.doc.keys'), minutes(2)],
              [t('hero.doc.payment'), minutes(5)],
              [t('hero.doc.webhooks'), minutes(5)],
              [t('hero.doc.live'), minutes(3)],
            ]}
            total={minutes(15)}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('guides.eyebrow')} title={t('guides.title')} />
        <FeatureGrid
          features={[
            { icon: 'bolt', title: t('guides.start.title'), text: t('guides.start.text') },
            { icon: 'code', title: t('guides.reference.title'), text: t('guides.reference.text') },
            { icon: 'plug', title: t('guides.webhooks.title'), text: t('guides.webhooks.text') },
            { icon: 'lock', title: t('guides.keys.title'), text: t('guides.keys.text') },
            { icon: 'store', title: t('guides.plugins.title'), text: t('guides.plugins.text') },
            { icon: 'book', title: t('guides.business.title'), text: t('guides.business.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('statuses.title')} intro={t('statuses.intro')} />
        <FactTable
          caption={t('statuses.caption')}
          rows={STATUS_CODES.map((code) => ({ label: String(code), value: t(`statuses.${code}`) }))}
        />
      </Section>
      <Section>
        <Split
          eyebrow={t('sandbox.eyebrow')}
          title={t('sandbox.title')}
          text={t('sandbox.text')}
          points={[t('sandbox.point1'), t('sandbox.point2'), t('sandbox.point3')]}
          visual={
            <PhoneVisual
              label={t('sandbox.visual')}
              balanceLabel={t('sandbox.balance')}
              balance={xof(50_000)}
              lines={[
                [t('sandbox.line1'), xof(5_000)],
                [t('sandbox.line2'), xof(7_500)],
                [t('sandbox.line3'), xof(2_000)],
                [t('sandbox.line4'), xof(1_500)],
              ]}
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
