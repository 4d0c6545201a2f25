import { ContentPage, ContentSection } from '../content/ContentPage';
import styles from '../content/content.module.css';

export default function ContactPage() {
  return (
    <ContentPage title="Contact" intro="How to reach the Bulletin newsroom and our reader services team.">
      <ContentSection title="Send us a story">
        <p>
          Seen something newsworthy? Email the newsdesk at{' '}
          <a href="mailto:newsdesk@bulletin.example" className={styles.link}>
            newsdesk@bulletin.example
          </a>
          . Tell us what happened, where and when, and how we can reach you.
        </p>
      </ContentSection>
      <ContentSection title="Corrections">
        <p>
          If you think we got something wrong, write to{' '}
          <a href="mailto:corrections@bulletin.example" className={styles.link}>
            corrections@bulletin.example
          </a>{' '}
          with a link to the article. We review every request.
        </p>
      </ContentSection>
      <ContentSection title="Accounts and newsletters">
        <p>
          For help with your account or subscriptions, email{' '}
          <a href="mailto:help@bulletin.example" className={styles.link}>
            help@bulletin.example
          </a>
          . We answer within two working days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
