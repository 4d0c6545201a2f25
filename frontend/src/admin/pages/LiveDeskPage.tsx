import { useParams } from 'react-router-dom';
import type { ApiKeys } from '../../lib/route-module';
import { liveKey } from '../../lib/live/live-keys';
import { LIVE_DESK_KEY } from '../live/keys';
import { StoryDesk } from '../live/StoryDesk';
import { StoryList } from '../live/StoryList';

export const apiKeys: ApiKeys = (params) => (params.slug ? [liveKey(params.slug)] : [LIVE_DESK_KEY]);

/**
 * The live desk: /admin/live lists the live stories (editors and admins start new ones); /admin/live/:slug runs
 * one (post entries, see them as readers do; editors end it and edit, pin or delete entries). One screen module
 * for both addresses.
 */
export default function LiveDeskPage() {
  const slug = useParams().slug;
  return slug ? <StoryDesk key={slug} slug={slug} /> : <StoryList />;
}
