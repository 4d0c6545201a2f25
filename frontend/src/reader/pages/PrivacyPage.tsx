import { ContentPage, ContentSection } from '../content/ContentPage';
import { pageLink } from '../content/sentence-links';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import { RichText } from '../../i18n/rich';
import styles from '../content/content.module.css';

/** The page's messages: its title, introduction, headings and text, in the page's language. */
export const messages = CONTENT_MESSAGES;
export const ready = preloadArea(CONTENT_MESSAGES);

export default function PrivacyPage() {
  return useAreaMessages(CONTENT_MESSAGES) ? <Privacy /> : null;
}

function Privacy() {
  const t = useT();
  return (
    <ContentPage title={t('nav.privacy')} intro={t('content.privacyIntro')} updated={t('content.updated')}>
      <ContentSection title={t('content.privacy.collect')}>
        <ul className={styles.list}>
          <li>{t('content.privacy.collectAccount')}</li>
          <li>{t('content.privacy.collectPosts')}</li>
          <li>{t('content.privacy.collectNewsletter')}</li>
          <li>{t('content.privacy.collectTechnical')}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t('content.privacy.location')}>
        <p>{t('content.privacy.locationText')}</p>
      </ContentSection>
      <ContentSection title={t('content.privacy.use')}>
        <p>{t('content.privacy.useText')}</p>
      </ContentSection>
      <ContentSection title={t('content.privacy.rights')}>
        <p>
          <RichText id="content.privacy.rightsText" tags={{ contact: pageLink('/contact'), cookies: pageLink('/cookies') }} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
