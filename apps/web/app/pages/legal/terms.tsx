import { LocaleLink } from '../../components/locale-link.tsx';
import { LegalText, SupportEmail } from '../../sections/legal-text.tsx';
import { useText, useXof } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import { SITE_TARIFF } from '../../site/tariff.ts';
import messages from './terms.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

/** A link alone on its line: a target of its own, as tall as a thumb's. */
const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

function Content() {
  const t = useText<typeof messages>();
  const xof = useXof();
  return (
    <LegalText
      title={t('title')}
      note={t('updated')}
      lead={t('lead')}
      blocks={[
        { title: t('service.title'), paragraphs: [t('service.p1')] },
        { title: t('account.title'), paragraphs: [t('account.p1')] },
        {
          title: t('payments.title'),
          paragraphs: [
            t('payments.p1'),
            t('payments.p2', {
              min: xof(SITE_TARIFF.minAmount),
              max: xof(SITE_TARIFF.maxAmount),
              daily: xof(SITE_TARIFF.senderDailyMax),
            }),
            <LocaleLink key="fees" to="/payments" className={LINK}>
              {t('payments.link')}
            </LocaleLink>,
          ],
        },
        { title: t('checks.title'), paragraphs: [t('checks.p1')] },
        {
          title: t('complaints.title'),
          paragraphs: [
            t('complaints.p1'),
            <span key="links" className="flex flex-wrap gap-x-4">
              <SupportEmail alone />
              <LocaleLink to="/legal" className={LINK}>
                {t('footer.legal')}
              </LocaleLink>
            </span>,
          ],
        },
        { title: t('law.title'), paragraphs: [t('law.p1')] },
      ]}
    />
  );
}
