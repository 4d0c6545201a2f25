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

// This screen shows toasts (react-hot-toast): the toast area is loaded with it.
wantToaster();

/**
 * Wraps every /admin screen: staff only (signed-out visitors go to /login and come back; a reader sees
 * the not-allowed page); admin data retries once and is not refetched on focus (docs/product.md#client).
 */
export default function AdminLayout() {
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

  if (loading) return <LoadingState label="Checking your session..." />;
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
