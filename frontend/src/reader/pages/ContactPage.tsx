import { ContentPage, ContentSection } from '../content/ContentPage';
import { mailLink } from '../content/sentence-links';
import { CONTENT_MESSAGES } from '../content/messages';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import { RichText } from '../../i18n/rich';

/** The page's messages: its title, introduction, headings and text, in the page's language. */
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
          <RichText id="content.contact.storyText" tags={{ newsdesk: mailLink('newsdesk@bulletin.example') }} />
        </p>
      </ContentSection>
      <ContentSection title={t('content.contact.corrections')}>
        <p>
          <RichText id="content.contact.correctionsText" tags={{ corrections: mailLink('corrections@bulletin.example') }} />
        </p>
      </ContentSection>
      <ContentSection title={t('content.contact.accounts')}>
        <p>
          <RichText id="content.contact.accountsText" tags={{ help: mailLink('help@bulletin.example') }} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
