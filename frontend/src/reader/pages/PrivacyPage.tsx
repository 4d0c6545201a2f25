import { Link } from '../../i18n/links';
import { ContentPage, ContentSection } from '../content/ContentPage';
import styles from '../content/content.module.css';

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" intro="What Bulletin collects about you, why, and the choices you have." updated="1 January 2025">
      <ContentSection title="What we collect">
        <ul className={styles.list}>
          <li>Account details you give us: your name, email address and, if you choose, a short bio and picture.</li>
          <li>What you post: comments and likes on articles.</li>
          <li>Your email address if you subscribe to a newsletter.</li>
          <li>Basic technical data such as page views, so we know which stories readers find useful.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Your location">
        <p>
          The weather box asks your browser for your location. It is used only in your browser to show the weather and is
          never sent to or stored by Bulletin. You can refuse or withdraw permission in your browser settings.
        </p>
      </ContentSection>
      <ContentSection title="How we use it">
        <p>
          To run your account, show your comments, send the newsletters you asked for and improve our journalism. We do not
          sell your personal data.
        </p>
      </ContentSection>
      <ContentSection title="Your rights">
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
