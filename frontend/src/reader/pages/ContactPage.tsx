import { Link, Text } from '@chakra-ui/react';
import { ContentPage, ContentSection } from '../content/ContentPage';

export default function ContactPage() {
  return (
    <ContentPage title="Contact" intro="How to reach the Bulletin newsroom and our reader services team.">
      <ContentSection title="Send us a story">
        <Text>
          Seen something newsworthy? Email the newsdesk at{' '}
          <Link href="mailto:newsdesk@bulletin.example" color="brand.fg">
            newsdesk@bulletin.example
          </Link>
          . Tell us what happened, where and when, and how we can reach you.
        </Text>
      </ContentSection>
      <ContentSection title="Corrections">
        <Text>
          If you think we got something wrong, write to{' '}
          <Link href="mailto:corrections@bulletin.example" color="brand.fg">
            corrections@bulletin.example
          </Link>{' '}
          with a link to the article. We review every request.
        </Text>
      </ContentSection>
      <ContentSection title="Accounts and newsletters">
        <Text>
          For help with your account or subscriptions, email{' '}
          <Link href="mailto:help@bulletin.example" color="brand.fg">
            help@bulletin.example
          </Link>
          . We answer within two working days.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
