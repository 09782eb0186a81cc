import { useIntl } from 'react-intl';
import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  StatBand,
} from '../../../sections/sections.tsx';
import { ChartVisual, PhoneVisual } from '../../../sections/visuals.tsx';
import { faqItems, useText } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-multi-currency-account.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const intl = useIntl();
  const money = (amount: number, currency: string, digits = 0) =>
    intl.formatNumber(amount, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const percent = (rate: number) =>
    intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const values = {
    parity: intl.formatNumber(655.957, { maximumFractionDigits: 3 }),
    cfaFee: percent(0.005),
    usdFee: percent(0.01),
  };
  return (
    <>
      <Hero
        tone="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        note={t('hero.note')}
        actions={[
          { label: t('hero.primary'), to: '#register', register: true },
          { label: t('hero.secondary'), to: '/business-payment-international', variant: 'light' },
        ]}
        visual={
          <PhoneVisual
            label={t('hero.visual')}
            balanceLabel={t('hero.balance')}
            balance={money(12_480, 'EUR')}
            lines={[
              ['XOF', money(742_500, 'XOF')],
              ['XAF', money(185_000, 'XAF')],
              ['USD', money(980, 'USD')],
              [t('hero.rate', { euro: money(1, 'EUR') }), money(655.957, 'XOF', 3)],
            ]}
          />
        }
      />
      <Section>
        <StatBand
          stats={[
            { value: '4', label: t('stats.currencies') },
            { value: values.parity, label: t('stats.parity') },
            { value: t('stats.cfa.value'), label: t('stats.cfa') },
            { value: values.cfaFee, label: t('stats.fee') },
          ]}
        />
      </Section>
      <Section muted>
        <Split
          eyebrow={t('split.eyebrow')}
          title={t('split.title')}
          text={t('split.text')}
          points={[t('split.point1'), t('split.point2'), t('split.point3')]}
          visual={<ChartVisual label={t('split.visual')} bars={[42, 55, 48, 63, 71, 86]} />}
        />
      </Section>
      <Section>
        <SectionTitle eyebrow={t('convert.eyebrow')} title={t('convert.title')} />
        <FeatureGrid
          columns={2}
          features={[
            { icon: 'exchange', title: t('convert.rate.title'), text: t('convert.rate.text') },
            { icon: 'clock', title: t('convert.target.title'), text: t('convert.target.text') },
            { icon: 'wallet', title: t('convert.balances.title'), text: t('convert.balances.text') },
            { icon: 'bank', title: t('convert.bank.title'), text: t('convert.bank.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('fees.title')} intro={t('fees.intro')} />
        <FactTable
          caption={t('fees.caption')}
          rows={[
            { label: t('fees.account'), value: t('fees.account.value') },
            { label: t('fees.xaf'), value: t('fees.xaf.value', values) },
            { label: t('fees.eur'), value: t('fees.eur.value', values) },
            { label: t('fees.usd'), value: t('fees.usd.value', values) },
            { label: t('fees.receive'), value: t('fees.receive.value') },
            { label: t('fees.payout'), value: t('fees.payout.value') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4, values)} />
      </Section>
    </>
  );
}
