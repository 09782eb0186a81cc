import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { DocumentVisual, NetworkVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-payment-international.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const xof = useXof();
  const usd = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-multi-currency-account', variant: 'secondary' },
        ]}
        visual={<NetworkVisual label={t('hero.visual')} places={t('hero.places').split(', ')} />}
      />
      <Section>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.waemu'), value: t('fees.waemu.value', { min: xof(500) }) },
            { label: t('fees.cemac'), value: t('fees.cemac.value', { min: xof(1_000) }) },
            { label: t('fees.region'), value: t('fees.region.value') },
            { label: t('fees.euro'), value: t('fees.euro.value') },
            { label: t('fees.world'), value: t('fees.world.value') },
          ]}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('docs.eyebrow')}
          title={t('docs.title')}
          text={t('docs.text')}
          points={[t('docs.point1'), t('docs.point2'), t('docs.point3')]}
          visual={
            <DocumentVisual
              label={t('docs.visual')}
              title={t('docs.document')}
              lines={[
                [usd(8_000), xof(4_880_000)],
                [t('docs.rate'), `${usd(1)} = ${xof(610)}`],
                [t('docs.fee'), xof(73_200)],
              ]}
              total={xof(4_953_200)}
            />
          }
        />
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4, { limit: xof(10_000_000) })} />
      </Section>
    </>
  );
}
