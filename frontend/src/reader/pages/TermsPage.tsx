import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage, ContentSection } from '../content/ContentPage';

export default function TermsPage() {
  return (
    <ContentPage title="Terms of Use" intro="The rules for using Bulletin's website and services." updated="1 January 2025">
      <ContentSection title="Using Bulletin">
        <Text>
          You may read, share links to and quote short extracts from Bulletin articles for personal, non-commercial use,
          provided you credit Bulletin. Republishing whole articles or images needs our written permission.
        </Text>
      </ContentSection>
      <ContentSection title="Your account">
        <Text>
          Keep your password to yourself and tell us if you think someone else is using your account. You are responsible
          for what is posted from it. We may suspend accounts that break these terms.
        </Text>
      </ContentSection>
      <ContentSection title="Comments">
        <Text>
          Comments must be lawful, respectful and on topic. No harassment, hate speech, spam or personal information about
          others. Our moderators may remove comments that break these rules without notice.
        </Text>
      </ContentSection>
      <ContentSection title="Our content">
        <Text>
          We work hard to be accurate and correct mistakes promptly, but articles are provided for information only and
          are not professional advice. Links to other websites are provided for convenience; Bulletin is not responsible
          for their content.
        </Text>
      </ContentSection>
      <ContentSection title="Questions">
        <Text>
          See our{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>{' '}
          for how we handle your data, or{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/contact">contact us</RouterLink>
          </Link>
          .
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
