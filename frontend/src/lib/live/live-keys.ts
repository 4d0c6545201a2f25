/** The live pages' API keys (SWR keys are API paths). */
export const liveKey = (slug: string) => `/live/${encodeURIComponent(slug)}`;
export const livePath = (slug: string) => `/live/${encodeURIComponent(slug)}`;
