import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { adminSwrConfig } from '../lib/swr';

/** Wraps every /admin screen: admin data retries once, no refetch on focus (SPEC §7). */
export default function AdminLayout() {
  return (
    <SWRConfig value={adminSwrConfig}>
      <Outlet />
    </SWRConfig>
  );
}
