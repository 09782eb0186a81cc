import { buttonClasses } from '@1xpay/ui';
import { LocaleLink } from '../../../components/locale-link.tsx';
import { LegalText, SupportEmail } from '../../../sections/legal-text.tsx';
import { useText } from '../../../site/intl.tsx';
import { definePage } from '../../../site/page-module.tsx';
import messages from './business-contact.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

/** Where the registration overlay's « Entreprise → Créer un compte » leads: there is no self-service business account. */
function Content() {
  const t = useText<typeof messages>();
  return (
    <LegalText
      title={t('title')}
      note={t('updated')}
      lead={t('lead')}
      blocks={[
        { title: t('send.title'), paragraphs: [t('send.p1')] },
        { title: t('write.title'), paragraphs: [t('write.p1'), <SupportEmail key="email" alone />] },
        {
          title: t('personal.title'),
          paragraphs: [
            t('personal.p1'),
            <LocaleLink key="sign-up" to="/app/sign-up" className={buttonClasses('primary', 'lg', 'mt-2')}>
              {t('personal.action')}
            </LocaleLink>,
          ],
        },
      ]}
    />
  );
}
