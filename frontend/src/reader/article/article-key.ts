export { articleKey } from '../../lib/article-key';

/** Where a signed-out reader is sent to sign in, coming back to `path` afterwards. */
export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
