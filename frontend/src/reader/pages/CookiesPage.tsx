import { ContentPage, ContentSection } from '../content/ContentPage';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';

/** The page's messages: its title, introduction, headings and text, in the page's language. */
export const messages = CONTENT_MESSAGES;
export const ready = preloadArea(CONTENT_MESSAGES);

export default function CookiesPage() {
  return useAreaMessages(CONTENT_MESSAGES) ? <Cookies /> : null;
}

function Cookies() {
  const t = useT();
  return (
    <ContentPage title={t('nav.cookies')} intro={t('content.cookiesIntro')} updated={t('content.updated')}>
      <ContentSection title={t('content.cookies.store')}>
        <p>{t('content.cookies.storeText')}</p>
      </ContentSection>
      <ContentSection title={t('content.cookies.trackers')}>
        <p>{t('content.cookies.trackersText')}</p>
      </ContentSection>
      <ContentSection title={t('content.cookies.choices')}>
        <p>{t('content.cookies.choicesText')}</p>
      </ContentSection>
    </ContentPage>
  );
}
