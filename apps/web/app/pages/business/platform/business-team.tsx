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
import { CardVisual, DocumentVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { pageByName } from '../../../site/pages.ts';
import messages from './business-team.messages.ts';

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
          { label: t('hero.secondary'), to: '/business-security', variant: 'secondary' },
        ]}
        visual={<CardVisual label={t('hero.visual')} holder={t('hero.holder')} />}
      />
      <Section>
        <SectionTitle eyebrow={t('steps.eyebrow')} title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle title={t('roles.title')} intro={t('roles.intro')} />
        <FactTable
          caption={t('roles.caption')}
          rows={factRows(t, 'roles', ['owner', 'admin', 'accountant', 'cashier', 'developer'])}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('spend.eyebrow')}
          title={t('spend.title')}
          text={t('spend.text')}
          points={[t('spend.point1'), t('spend.point2'), t('spend.point3')]}
          actions={[
            {
              label: t('spend.action'),
              to: pageByName('business-expense-management').path,
              variant: 'secondary',
            },
          ]}
          visual={
            <DocumentVisual
              label={t('spend.visual')}
              title={t('spend.document')}
              lines={[
                [t('spend.line1'), xof(185_000)],
                [t('spend.line2'), xof(92_500)],
                [t('spend.line3'), xof(12_000)],
                [t('spend.line4'), xof(340_000)],
              ]}
              total={xof(629_500)}
            />
          }
        />
      </Section>
      <Section muted>
        <Quote text={t('quote.text')} author={t('quote.author')} role={t('quote.role')} />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4, { price: xof(15_000) })} />
      </Section>
    </>
  );
}
