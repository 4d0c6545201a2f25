import { Heading } from '@chakra-ui/react';
import useSWR from 'swr';
import type { OwnAccount } from '@bulletin/contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/context';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { ProfileForm } from '../profile/ProfileForm';

// One's own account, read fresh: the session holds it as it was at sign-in.
const ME = '/auth/me';

/** /admin/profile: every member of staff edits their own public profile (docs/product.md#author-pages). */
export default function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('newsroom.nav.profile'));
  const { data, error, isLoading, mutate } = useSWR<OwnAccount, Error>(ME);

  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        {t('newsroom.nav.profile')}
      </Heading>
      {error && !data ? (
        <ErrorState title={t('newsroom.profile.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label={t('newsroom.profile.loading')} />
      ) : (
        <ProfileForm account={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </>
  );
}
