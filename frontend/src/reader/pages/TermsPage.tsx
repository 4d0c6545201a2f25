import { Link } from '../../i18n/links';
import { ContentPage, ContentSection } from '../content/ContentPage';
import styles from '../content/content.module.css';

export default function TermsPage() {
  return (
    <ContentPage title="Terms of Use" intro="The rules for using Bulletin's website and services." updated="1 January 2025">
      <ContentSection title="Using Bulletin">
        <p>
          You may read, share links to and quote short extracts from Bulletin articles for personal, non-commercial use,
          provided you credit Bulletin. Republishing whole articles or images needs our written permission.
        </p>
      </ContentSection>
      <ContentSection title="Your account">
        <p>
          Keep your password to yourself and tell us if you think someone else is using your account. You are responsible
          for what is posted from it. We may suspend accounts that break these terms.
        </p>
      </ContentSection>
      <ContentSection title="Comments">
        <p>
          Comments must be lawful, respectful and on topic. No harassment, hate speech, spam or personal information about
          others. Our moderators may remove comments that break these rules without notice.
        </p>
      </ContentSection>
      <ContentSection title="Our content">
        <p>
          We work hard to be accurate and correct mistakes promptly, but articles are provided for information only and
          are not professional advice. Links to other websites are provided for convenience; Bulletin is not responsible
          for their content.
        </p>
      </ContentSection>
      <ContentSection title="Questions">
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
