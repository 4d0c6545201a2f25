import { ContentPage, ContentSection } from '../content/ContentPage';
import { pageLink } from '../content/sentence-links';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import { RichText } from '../../i18n/rich';

/** The page's messages: its title, introduction, headings and text, in the page's language. */
export const messages = CONTENT_MESSAGES;
export const ready = preloadArea(CONTENT_MESSAGES);

export default function TermsPage() {
  return useAreaMessages(CONTENT_MESSAGES) ? <Terms /> : null;
}

function Terms() {
  const t = useT();
  return (
    <ContentPage title={t('nav.terms')} intro={t('content.termsIntro')} updated={t('content.updated')}>
      <ContentSection title={t('content.terms.using')}>
        <p>{t('content.terms.usingText')}</p>
      </ContentSection>
      <ContentSection title={t('content.terms.account')}>
        <p>{t('content.terms.accountText')}</p>
      </ContentSection>
      <ContentSection title={t('content.terms.comments')}>
        <p>{t('content.terms.commentsText')}</p>
      </ContentSection>
      <ContentSection title={t('content.terms.content')}>
        <p>{t('content.terms.contentText')}</p>
      </ContentSection>
      <ContentSection title={t('content.terms.questions')}>
        <p>
          <RichText id="content.terms.questionsText" tags={{ privacy: pageLink('/privacy'), contact: pageLink('/contact') }} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
