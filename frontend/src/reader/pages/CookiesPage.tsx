import { ContentPage, ContentSection } from '../content/ContentPage';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';

/** The messages of the page's title, introduction and headings (the sections' text is the newsroom's, in English). */
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
        <p>
          Bulletin keeps as little as possible in your browser. When you sign in we store a sign-in token so you stay signed
          in, in every tab, until you sign out or the session ends: after a day, or after 30 days if you tick “Remember me”.
        </p>
      </ContentSection>
      <ContentSection title={t('content.cookies.trackers')}>
        <p>
          We do not use third-party advertising or tracking cookies. The advertisement space on our pages is a placeholder
          and does not load anything from other companies.
        </p>
      </ContentSection>
      <ContentSection title={t('content.cookies.choices')}>
        <p>
          You can clear Bulletin's storage at any time in your browser settings. You will simply be signed out; everything
          else keeps working.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
