import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Steps,
} from '../../../sections/sections.tsx';
import { PhoneVisual } from '../../../sections/visuals.tsx';
import { factRows, faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { SITE_TARIFF } from '../../../site/tariff.ts';
import messages from './business-help.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  // The clock of the phone in the picture: a time of day, no instant, so no zone (the same in the prerender and
  // in every browser); 'HH:mm' in both languages.
  const time = (hour: number, minute: number) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#contact' },
          { label: t('hero.secondary'), to: '/business-docs', variant: 'secondary' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.reference')}
            balance={xof(25_000)}
            lines={[
              [t('hero.line1'), time(9, 41)],
              [t('hero.line2'), time(9, 42)],
              [t('hero.line3'), time(9, 43)],
              [t('hero.line4'), time(9, 44)],
            ]}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('topics.eyebrow')} title={t('topics.title')} />
        <FeatureGrid
          features={[
            { icon: 'users', title: t('topics.account.title'), text: t('topics.account.text') },
            { icon: 'eye', title: t('topics.payments.title'), text: t('topics.payments.text') },
            { icon: 'bank', title: t('topics.payouts.title'), text: t('topics.payouts.text') },
            { icon: 'card', title: t('topics.cards.title'), text: t('topics.cards.text') },
            { icon: 'code', title: t('topics.api.title'), text: t('topics.api.text') },
            { icon: 'shield', title: t('topics.security.title'), text: t('topics.security.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('incident.title')} intro={t('incident.intro')} />
        <Steps steps={titledTexts(t, 'incident', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 6, { amount: xof(SITE_TARIFF.minAmount) })} />
      </Section>
      <Section muted id="contact">
        <SectionTitle eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')} />
        <FactTable
          caption={t('contact.caption')}
          rows={factRows(t, 'contact', ['chat', 'email', 'call', 'urgent', 'languages'])}
        />
      </Section>
      <Section>
        <Quote
          text={t('quote.text', { amount: xof(150_000) })}
          author={t('quote.author')}
          role={t('quote.role')}
        />
      </Section>
    </>
  );
}
