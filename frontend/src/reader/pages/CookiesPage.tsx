import { ContentPage, ContentSection } from '../content/ContentPage';

export default function CookiesPage() {
  return (
    <ContentPage title="Cookies" intro="How Bulletin uses cookies and similar browser storage." updated="1 January 2025">
      <ContentSection title="What we store">
        <p>
          Bulletin keeps as little as possible in your browser. When you sign in we store a sign-in token so you stay signed
          in, in every tab, until you sign out or the session ends: after a day, or after 30 days if you tick “Remember me”.
        </p>
      </ContentSection>
      <ContentSection title="No advertising trackers">
        <p>
          We do not use third-party advertising or tracking cookies. The advertisement space on our pages is a placeholder
          and does not load anything from other companies.
        </p>
      </ContentSection>
      <ContentSection title="Your choices">
        <p>
          You can clear Bulletin's storage at any time in your browser settings. You will simply be signed out; everything
          else keeps working.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
