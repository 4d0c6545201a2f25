import { Link } from '../../i18n/links';
import { ContentPage, ContentSection } from '../content/ContentPage';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import styles from '../content/content.module.css';

/** The messages of the page's title, introduction and headings (the sections' text is the newsroom's, in English). */
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
          <li>Account details you give us: your name, email address and, if you choose, a short bio and picture.</li>
          <li>What you post: comments and likes on articles.</li>
          <li>Your email address if you subscribe to a newsletter.</li>
          <li>Basic technical data such as page views, so we know which stories readers find useful.</li>
        </ul>
      </ContentSection>
      <ContentSection title={t('content.privacy.location')}>
        <p>
          The weather box asks your browser for your location. It is used only in your browser to show the weather and is
          never sent to or stored by Bulletin. You can refuse or withdraw permission in your browser settings.
        </p>
      </ContentSection>
      <ContentSection title={t('content.privacy.use')}>
        <p>
          To run your account, show your comments, send the newsletters you asked for and improve our journalism. We do not
          sell your personal data.
        </p>
      </ContentSection>
      <ContentSection title={t('content.privacy.rights')}>
        <p>
          You can ask to see, correct or delete your data at any time, and unsubscribe from newsletters from any issue.{' '}
          <Link to="/contact" className={styles.link}>Contact us</Link>{' '}
          to make a request. Read about{' '}
          <Link to="/cookies" className={styles.link}>cookies</Link>{' '}
          too.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
