/** The SWR key (API path) of one article, by slug or id. */
export const articleKey = (slugOrId: string) => `/articles/${encodeURIComponent(slugOrId)}`;

/** Where a signed-out reader is sent to sign in, coming back to `path` afterwards. */
export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
