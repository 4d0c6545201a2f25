import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage, ContentSection } from '../content/ContentPage';

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" intro="What Bulletin collects about you, why, and the choices you have." updated="1 January 2025">
      <ContentSection title="What we collect">
        <List.Root ps="5">
          <List.Item>Account details you give us: your name, email address and, if you choose, a short bio and picture.</List.Item>
          <List.Item>What you post: comments and likes on articles.</List.Item>
          <List.Item>Your email address if you subscribe to a newsletter.</List.Item>
          <List.Item>Basic technical data such as page views, so we know which stories readers find useful.</List.Item>
        </List.Root>
      </ContentSection>
      <ContentSection title="Your location">
        <Text>
          The weather box asks your browser for your location. It is used only in your browser to show the weather and is
          never sent to or stored by Bulletin. You can refuse or withdraw permission in your browser settings.
        </Text>
      </ContentSection>
      <ContentSection title="How we use it">
        <Text>
          To run your account, show your comments, send the newsletters you asked for and improve our journalism. We do not
          sell your personal data.
        </Text>
      </ContentSection>
      <ContentSection title="Your rights">
        <Text>
          You can ask to see, correct or delete your data at any time, and unsubscribe from newsletters from any issue.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/contact">Contact us</RouterLink>
          </Link>{' '}
          to make a request. Read about{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/cookies">cookies</RouterLink>
          </Link>{' '}
          too.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
