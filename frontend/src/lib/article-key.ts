/** The SWR key (API path) of one article, by slug or id. */
export const articleKey = (slugOrId: string) => `/articles/${encodeURIComponent(slugOrId)}`;
