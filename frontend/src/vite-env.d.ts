/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base the site is built with; defaults to the same-origin `/api`. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
