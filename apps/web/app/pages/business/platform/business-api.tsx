import {
  FactTable,
  Faq,
  FeatureGrid,
  Hero,
  Section,
  SectionTitle,
  Split,
  Steps,
} from '../../../sections/sections.tsx';
import { NetworkVisual } from '../../../sections/visuals.tsx';
import { faqItems, titledTexts, useText, useXof } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import { SITE_TARIFF } from '../../../site/tariff.ts';
import messages from './business-api.messages.ts';

/** Code, not prose: the same in every language (the words around it come from the catalogue). */
const REQUEST = `POST /v1/payments
Authorization: Bearer sk_test_…
Idempotency-Key: cmd-2048

{
  "amount": 15000,
  "currency": "XOF",
  "country": "BJ",
  "operator": "mtn",
  "payer": "+22997000000",
  "reference": "CMD-2048"
}`;

const RESPONSE = `202 Accepted
{ "id": "pay_7QK2M9", "statusCode": 202 }`;

/** A request and its answer, as a developer would read them (no block of the shared set shows code). */
function CodeSample({ caption, requestLabel, responseLabel }: Record<string, string>) {
  return (
    <figure className="w-full max-w-md overflow-hidden rounded-[20px] bg-ink-900 text-left ring-1 ring-white/10">
      <figcaption className="border-b border-white/10 px-5 py-3 text-sm font-semibold text-ink-200">
        {caption}
      </figcaption>
      <div className="space-y-4 p-5 font-mono text-xs leading-relaxed sm:text-sm">
        <div>
          <p className="text-xs font-bold tracking-wide text-sun-400 uppercase">{requestLabel}</p>
          <pre className="mt-2 break-words whitespace-pre-wrap text-brand-100">{REQUEST}</pre>
        </div>
        <div>
          <p className="text-xs font-bold tracking-wide text-sun-400 uppercase">{responseLabel}</p>
          <pre className="mt-2 break-words whitespace-pre-wrap text-brand-300">{RESPONSE}</pre>
        </div>
      </div>
    </figure>
  );
}

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
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
          { label: t('hero.secondary'), to: '/business-docs', variant: 'light' },
        ]}
        visual={
          <CodeSample
            caption={t('hero.code', { amount: xof(15_000) })}
            requestLabel={t('hero.request')}
            responseLabel={t('hero.response')}
          />
        }
      />
      <Section>
        <SectionTitle eyebrow={t('features.eyebrow')} title={t('features.title')} />
        <FeatureGrid
          features={[
            { icon: 'code', title: t('features.rest.title'), text: t('features.rest.text') },
            { icon: 'shield', title: t('features.idempotency.title'), text: t('features.idempotency.text') },
            { icon: 'bolt', title: t('features.webhooks.title'), text: t('features.webhooks.text') },
            { icon: 'eye', title: t('features.statuses.title'), text: t('features.statuses.text') },
            { icon: 'globe', title: t('features.countries.title'), text: t('features.countries.text') },
            { icon: 'lock', title: t('features.sandbox.title'), text: t('features.sandbox.text') },
          ]}
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('steps.title')} />
        <Steps steps={titledTexts(t, 'steps', ['one', 'two', 'three'])} />
      </Section>
      <Section>
        <Split
          reverse
          eyebrow={t('coverage.eyebrow')}
          title={t('coverage.title')}
          text={t('coverage.text')}
          points={[t('coverage.point1'), t('coverage.point2'), t('coverage.point3')]}
          visual={
            <NetworkVisual
              label={t('coverage.visual')}
              places={['Cotonou', 'Ouagadougou', 'Abidjan', 'Bamako', 'Dakar', 'Lomé', 'Libreville']}
            />
          }
        />
      </Section>
      <Section muted>
        <SectionTitle title={t('limits.title')} intro={t('limits.intro')} />
        <FactTable
          caption={t('limits.title')}
          rows={[
            { label: t('limits.env'), value: t('limits.env.value') },
            { label: t('limits.auth'), value: t('limits.auth.value') },
            { label: t('limits.minimum'), value: xof(SITE_TARIFF.minAmount) },
            { label: t('limits.expiry'), value: t('limits.expiry.value') },
            { label: t('limits.idempotency'), value: t('limits.idempotency.value') },
            { label: t('limits.signature'), value: t('limits.signature.value') },
            { label: t('limits.price'), value: t('limits.price.value') },
          ]}
        />
      </Section>
      <Section>
        <SectionTitle title={t('faq.title')} />
        <Faq items={faqItems(t, 4)} />
      </Section>
    </>
  );
}
