import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { adminSwrConfig } from '../lib/swr';
import { useSession } from '../session';
import { STAFF_ROLES } from './access';
import { AdminNav } from './AdminNav';
import { CmsAwayBanner } from './CmsAwayBanner';
import { LoadingState } from './LoadingState';
import { NotAllowed } from './NotAllowed';
import { wantToaster } from '../lib/notify';
import { useT } from '../i18n/context';
import { useAreaMessages } from '../i18n/use-area-messages';
import { NEWSROOM_MESSAGES } from './messages';

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

/**
 * Wraps every /admin screen: staff only (signed-out visitors go to /login and come back; a reader sees
 * the not-allowed page); admin data retries once and is not refetched on focus (docs/product.md#client). The
 * newsroom reads in the page's language: its catalog (and dayjs's words for the language) is loaded here, before any
 * newsroom screen renders, and only on newsroom routes (admin/messages.ts).
 */
export default function AdminLayout() {
  return useAreaMessages(NEWSROOM_MESSAGES) ? <Newsroom /> : null;
}

function Newsroom() {
  const t = useT();
  const { user, loading, hasAnyRole, logout } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Signing out here goes home, not to the sign-in page the guard would otherwise show.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    navigate('/', { replace: true });
  };

  if (loading) return <LoadingState label={t('newsroom.checkingSession')} />;
  if (!user) return signingOut ? null : <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (!hasAnyRole(STAFF_ROLES)) return <NotAllowed />;

  return (
    <SWRConfig value={adminSwrConfig}>
      <AdminNav onSignOut={() => void signOut()} />
      <CmsAwayBanner />
      <Outlet />
    </SWRConfig>
  );
}
