import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { ContentPage, ContentSection } from '../content/ContentPage';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import styles from '../content/content.module.css';

export default function NewslettersPage() {
  return (
    <ContentPage title="Newsletters" intro="Bulletin's best journalism, delivered to your inbox. Free, and you can unsubscribe at any time.">
      <ContentSection title="What you get">
        <ul className={styles.list}>
          <li>The Morning Bulletin: the stories you need to know, every weekday at 7am.</li>
          <li>The Weekend Read: our best long reads and analysis, every Saturday.</li>
          <li>Breaking alerts: a short email when a major story breaks.</li>
        </ul>
      </ContentSection>
      <section aria-labelledby="signup-heading" className={styles.signup}>
        <h2 id="signup-heading" className={cx(ui.headingLg, styles.sectionTitle)}>
          Newsletter Signup
        </h2>
        <p className={cx(ui.textSm, styles.signupText)}>Enter your email address to subscribe.</p>
        <NewsletterSignup layout="row" />
      </section>
    </ContentPage>
  );
}
