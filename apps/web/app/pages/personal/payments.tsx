import { useLocation } from 'react-router';
import {
  FactTable,
  Faq,
  Hero,
  Quote,
  Section,
  SectionTitle,
  Split,
  StatBand,
  Steps,
} from '../../sections/sections.tsx';
import { NetworkVisual, PhoneVisual } from '../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../site/intl.tsx';
import { localeOfPath } from '../../site/locale.ts';
import { definePage } from '../../site/page-module.tsx';
import { percentText, SITE_TARIFF } from '../../site/tariff.ts';
import messages from './payments.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  const locale = localeOfPath(useLocation().pathname);
  const { transfer, example } = SITE_TARIFF;
  const percent = percentText(transfer.percent, locale);
  const fee = transfer.fixed === 0 ? percent : `${percent} + ${xof(transfer.fixed)}`;
  return (
    <>
      <Hero
        tone="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { fee })}
        note={t('hero.note')}
        actions={[{ label: t('hero.primary'), to: '#register', register: true }]}
        visual={<NetworkVisual label={t('hero.visual')} places={t('hero.places').split(', ')} />}
      />
      <Section>
        <StatBand
          stats={[
            { value: fee, label: t('stats.fee') },
            { value: xof(SITE_TARIFF.minAmount), label: t('stats.minimum') },
            { value: '7', label: t('stats.countries') },
            { value: t('stats.delay.value'), label: t('stats.delay') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section muted>
        <SectionTitle eyebrow={t('fees.eyebrow')} title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            {
              label: t('fees.fee'),
              value: t('fees.fee.value', {
                percent,
                fixed: xof(transfer.fixed),
                exampleFee: xof(example.fee),
                exampleAmount: xof(example.amount),
              }),
            },
            { label: t('fees.xof'), value: t('fees.xof.value') },
            { label: t('fees.xaf'), value: t('fees.xaf.value') },
            { label: t('fees.mobile'), value: t('fees.mobile.value') },
            { label: t('fees.bank'), value: t('fees.bank.value') },
            {
              label: t('fees.limit'),
              value: t('fees.limit.value', {
                min: xof(SITE_TARIFF.minAmount),
                max: xof(SITE_TARIFF.maxAmount),
                daily: xof(SITE_TARIFF.senderDailyMax),
              }),
            },
          ]}
        />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('track.eyebrow')}
          title={t('track.title')}
          text={t('track.text')}
          points={[t('track.point1'), t('track.point2'), t('track.point3')]}
          actions={[{ label: t('track.action'), to: '/cards', variant: 'secondary' }]}
          visual={
            <PhoneVisual
              label={t('track.visual')}
              balanceLabel={t('track.received')}
              balance={xof(30_000)}
              lines={[
                [t('track.line1'), '✓'],
                [t('track.line2'), '✓'],
                [t('track.line3'), '✓'],
                [t('track.line4'), '✓'],
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
        <Faq items={faqItems(t, 5)} />
      </Section>
    </>
  );
}
