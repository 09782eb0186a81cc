import { LegalText, SupportEmail } from '../../sections/legal-text.tsx';
import { useText } from '../../site/intl.tsx';
import { definePage } from '../../site/page-module.tsx';
import messages from './privacy.messages.ts';

const page = definePage(messages, Content);
export const meta = page.meta;
export default page.Component;

function Content() {
  const t = useText<typeof messages>();
  return (
    <LegalText
      title={t('title')}
      note={t('updated')}
      lead={t('lead')}
      blocks={[
        { title: t('data.title'), paragraphs: [t('data.p1')] },
        { title: t('why.title'), paragraphs: [t('why.p1')] },
        { title: t('who.title'), paragraphs: [t('who.p1')] },
        { title: t('keep.title'), paragraphs: [t('keep.p1')] },
        { title: t('cookies.title'), paragraphs: [t('cookies.p1')] },
        { title: t('rights.title'), paragraphs: [t('rights.p1'), <SupportEmail key="email" alone />] },
      ]}
    />
  );
}
