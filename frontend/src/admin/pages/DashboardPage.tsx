import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useServerMessage } from '../../lib/server-message';
import { api } from '../../lib/api';
import type { Article, ArticlePage, DashboardStats } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/context';
import { useSession, type User } from '../../session';
import { ADMIN_ROLES, EDITOR_ROLES } from '../access';
import { PendingReview } from '../dashboard/PendingReview';
import { QuickActions } from '../dashboard/QuickActions';
import { RecentArticles } from '../dashboard/RecentArticles';
import { LanguageFilter } from '../dashboard/LanguageFilter';
import { languageFilterOf, pendingArticles, pendingKeys, recentKey, STATS_KEY, type LanguageFilter as Language } from '../dashboard/keys';
import { approval, approvedMessage, rejectedMessage, rejection, takesReviewNote } from '../dashboard/review';
import { RejectDialog } from '../dashboard/RejectDialog';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { refreshArticles } from '../refresh';
import { StatCard } from '../StatCard';

/** The page views (docs/product.md#dashboard) and their chart library: lazy chunks of this route (docs/decisions/0033). */
const AnalyticsSection = lazy(() => import('../analytics/AnalyticsSection'));

/** The newsroom's dashboard (docs/product.md#dashboard). AdminLayout guarantees a signed-in staff member. */
export default function DashboardPage() {
  const { user } = useSession();
  const t = useT();
  useDocumentTitle(t('newsroom.nav.dashboard'));
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: User }) {
  const { serverMessage } = useServerMessage();
  const { hasAnyRole } = useSession();
  const t = useT();
  const canReview = hasAnyRole(EDITOR_ROLES);
  // The lists' language is in the address (`/admin?locale=hi`), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const language = languageFilterOf(params.get('locale'));
  const chooseLanguage = (next: Language) => setParams(next === 'all' ? {} : { locale: next }, { replace: true });
  const keys = pendingKeys(user, language);
  const stats = useSWR<DashboardStats, Error>(STATS_KEY);
  // The lists keep showing the last language's articles while another one loads, the filter stays in place.
  const recent = useSWR<ArticlePage, Error>(recentKey(user, language), { keepPreviousData: true });
  const review = useSWR<ArticlePage, Error>(keys.review, { keepPreviousData: true });
  const drafts = useSWR<ArticlePage, Error>(keys.draft, { keepPreviousData: true });
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A review being sent back to draft: the dialog asks for an optional note first (docs/product.md#review-notes). */
  const [rejecting, setRejecting] = useState<Article | null>(null);

  const all = [stats, recent, review, drafts];
  const failed = all.find((result) => result.error && !result.data);
  const loading = all.some((result) => result.isLoading && !result.data);

  const decide = async (article: Article, approve: boolean) => {
    setBusyId(article._id);
    try {
      await api.put(`/articles/${article._id}`, approve ? approval(article) : rejection(article));
      toast.success(approve ? approvedMessage(t) : rejectedMessage(t, article));
    } catch (error) {
      toast.error(serverMessage(error, t(approve ? 'newsroom.review.approveFailed' : 'newsroom.review.rejectFailed')));
    } finally {
      // Also after a failure: the list may be out of date (e.g. someone else deleted the article).
      await refreshArticles();
      setBusyId(null);
    }
  };

  /** From the reject dialog: a failure is thrown back to it (shown there, the dialog stays open). */
  const sendBack = async (article: Article, reviewNote: string | undefined) => {
    await api.put(`/articles/${article._id}`, rejection(article, reviewNote));
    toast.success(rejectedMessage(t, article));
    setRejecting(null);
    await refreshArticles();
  };

  const pending = pendingArticles(review.data?.articles ?? [], drafts.data?.articles ?? []);
  const figures = stats.data;

  return (
    <>
      <Heading as="h1" size="2xl" mb="1">
        {t('newsroom.dashboard.welcome', { name: user.firstName })}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('newsroom.dashboard.intro')}
      </Text>
      <QuickActions categories={hasAnyRole(EDITOR_ROLES)} users={hasAnyRole(ADMIN_ROLES)} />
      <LanguageFilter value={language} onChange={chooseLanguage} />

      {failed ? (
        // Before the loading state: SWR's own retry must not hide Try again.
        <ErrorState
          title={t('newsroom.dashboard.loadFailed')}
          error={failed.error}
          onRetry={() => all.forEach((result) => void result.mutate())}
        />
      ) : loading ? (
        <LoadingState label={t('newsroom.dashboard.loading')} />
      ) : (
        <>
          <SimpleGrid as="section" aria-label={t('newsroom.dashboard.statistics')} columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label={t('newsroom.dashboard.totalArticles')} value={figures?.totalArticles} />
            <StatCard label={t('newsroom.dashboard.totalViews')} value={figures?.totalViews} />
            <StatCard label={t('newsroom.dashboard.totalUsers')} value={figures?.totalUsers} />
            <StatCard label={t('newsroom.dashboard.publishedToday')} value={figures?.publishedToday} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="6">
            <RecentArticles articles={recent.data?.articles ?? []} />
            <PendingReview
              articles={pending}
              canReview={canReview}
              busyId={busyId}
              onApprove={(article) => void decide(article, true)}
              onReject={(article) => (takesReviewNote(article) ? setRejecting(article) : void decide(article, false))}
            />
            {rejecting ? (
              <RejectDialog article={rejecting} onReject={(note) => sendBack(rejecting, note)} onCancel={() => setRejecting(null)} />
            ) : null}
          </SimpleGrid>
          <Box as="section" aria-labelledby="quick-stats-heading">
            <Heading as="h2" id="quick-stats-heading" size="lg" mb="3">
              {t('newsroom.dashboard.quickStats')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <StatCard label={t('newsroom.dashboard.breaking')} value={figures?.breakingNews} />
              <StatCard label={t('newsroom.dashboard.featured')} value={figures?.featuredArticles} />
              <StatCard label={t('newsroom.dashboard.categories')} value={figures?.totalCategories} />
            </SimpleGrid>
          </Box>
        </>
      )}
      {/* Its own loading and error states: the figures never hold up the lists. */}
      <Suspense fallback={<LoadingState label={t('newsroom.analytics.loading')} />}>
        <AnalyticsSection />
      </Suspense>
    </>
  );
}
