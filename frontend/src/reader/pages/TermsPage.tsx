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

export default function TermsPage() {
  return useAreaMessages(CONTENT_MESSAGES) ? <Terms /> : null;
}

function Terms() {
  const t = useT();
  return (
    <ContentPage title={t('nav.terms')} intro={t('content.termsIntro')} updated={t('content.updated')}>
      <ContentSection title={t('content.terms.using')}>
        <p>
          You may read, share links to and quote short extracts from Bulletin articles for personal, non-commercial use,
          provided you credit Bulletin. Republishing whole articles or images needs our written permission.
        </p>
      </ContentSection>
      <ContentSection title={t('content.terms.account')}>
        <p>
          Keep your password to yourself and tell us if you think someone else is using your account. You are responsible
          for what is posted from it. We may suspend accounts that break these terms.
        </p>
      </ContentSection>
      <ContentSection title={t('content.terms.comments')}>
        <p>
          Comments must be lawful, respectful and on topic. No harassment, hate speech, spam or personal information about
          others. Our moderators may remove comments that break these rules without notice.
        </p>
      </ContentSection>
      <ContentSection title={t('content.terms.content')}>
        <p>
          We work hard to be accurate and correct mistakes promptly, but articles are provided for information only and
          are not professional advice. Links to other websites are provided for convenience; Bulletin is not responsible
          for their content.
        </p>
      </ContentSection>
      <ContentSection title={t('content.terms.questions')}>
        <p>
          See our{' '}
          <Link to="/privacy" className={styles.link}>Privacy Policy</Link>{' '}
          for how we handle your data, or{' '}
          <Link to="/contact" className={styles.link}>contact us</Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
