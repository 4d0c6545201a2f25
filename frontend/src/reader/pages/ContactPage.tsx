import { ContentPage, ContentSection } from '../content/ContentPage';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import styles from '../content/content.module.css';

/** The messages of the page's title, introduction and headings (the sections' text is the newsroom's, in English). */
export const messages = CONTENT_MESSAGES;
export const ready = preloadArea(CONTENT_MESSAGES);

export default function ContactPage() {
  return useAreaMessages(CONTENT_MESSAGES) ? <Contact /> : null;
}

function Contact() {
  const t = useT();
  return (
    <ContentPage title={t('nav.contact')} intro={t('content.contactIntro')}>
      <ContentSection title={t('content.contact.story')}>
        <p>
          Seen something newsworthy? Email the newsdesk at{' '}
          <a href="mailto:newsdesk@bulletin.example" className={styles.link}>
            newsdesk@bulletin.example
          </a>
          . Tell us what happened, where and when, and how we can reach you.
        </p>
      </ContentSection>
      <ContentSection title={t('content.contact.corrections')}>
        <p>
          If you think we got something wrong, write to{' '}
          <a href="mailto:corrections@bulletin.example" className={styles.link}>
            corrections@bulletin.example
          </a>{' '}
          with a link to the article. We review every request.
        </p>
      </ContentSection>
      <ContentSection title={t('content.contact.accounts')}>
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
