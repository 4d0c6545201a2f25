/** The home page's API calls (docs/product.md#home, docs/product.md#constants). */
export const FEATURED_KEY = '/articles?featured=true&limit=6';
export const LATEST_KEY = '/articles?sort=date&limit=8';
export const WORLD_KEY = '/articles?category=world&limit=4';
export const BREAKING_KEY = '/articles?breaking=true&sort=date&limit=1';

export const FEATURED_SHOWN = 4;
export const LATEST_SHOWN = 6;
export const WORLD_SHOWN = 4;
