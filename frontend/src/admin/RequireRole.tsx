import type { ReactNode } from 'react';
import type { Role } from '../session';
import { useSession } from '../session';
import { NotAllowed } from './NotAllowed';

/** Renders `children` only for the given roles; anyone else sees the not-allowed page. */
export function RequireRole({ roles, reason, children }: { roles: readonly Role[]; reason: string; children: ReactNode }) {
  const { hasAnyRole } = useSession();
  return hasAnyRole(roles) ? <>{children}</> : <NotAllowed reason={reason} />;
}
