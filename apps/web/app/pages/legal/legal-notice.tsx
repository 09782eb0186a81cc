import { LegalText, SupportEmail } from '../../sections/legal-text.tsx';
import { useText } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './legal-notice.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

/** Who operates the service (LEGAL_OPERATOR at build time), its regulator and the complaints path. */
function Content() {
  const t = useText<typeof messages>();
  return (
    <LegalText
      title={t('title')}
      note={t('updated')}
      lead={t('lead')}
      blocks={[
        {
          title: t('operator.title'),
          paragraphs: [
            t('operator.p1'),
            <strong key="operator" className="text-ink-900" data-legal-operator="">
              {__LEGAL_OPERATOR__}
            </strong>,
          ],
        },
        { title: t('regulator.title'), paragraphs: [t('regulator.p1'), t('regulator.p2')] },
        {
          title: t('complaints.title'),
          paragraphs: [t('complaints.p1'), t('complaints.p2'), t('complaints.p3')],
        },
        { title: t('contact.title'), paragraphs: [t('contact.p1'), <SupportEmail key="email" alone />] },
      ]}
    />
  );
}
