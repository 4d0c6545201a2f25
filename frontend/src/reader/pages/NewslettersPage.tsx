import { Box, Heading, List, Text } from '@chakra-ui/react';
import { ContentPage, ContentSection } from '../content/ContentPage';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';

export default function NewslettersPage() {
  return (
    <ContentPage title="Newsletters" intro="Bulletin's best journalism, delivered to your inbox. Free, and you can unsubscribe at any time.">
      <ContentSection title="What you get">
        <List.Root ps="5">
          <List.Item>The Morning Bulletin: the stories you need to know, every weekday at 7am.</List.Item>
          <List.Item>The Weekend Read: our best long reads and analysis, every Saturday.</List.Item>
          <List.Item>Breaking alerts: a short email when a major story breaks.</List.Item>
        </List.Root>
      </ContentSection>
      <Box as="section" aria-labelledby="signup-heading" bg="bg.muted" borderRadius="md" p="5" maxW="lg">
        <Heading as="h2" id="signup-heading" size="lg" mb="2">
          Newsletter Signup
        </Heading>
        <Text fontSize="sm" mb="4">
          Enter your email address to subscribe.
        </Text>
        <NewsletterSignup layout="row" />
      </Box>
    </ContentPage>
  );
}
