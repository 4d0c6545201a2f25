import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the adapters (Express, PORT 5000) serve the API and the uploaded images;
// in production they serve this app's build from frontend/dist as well, so everything is same-origin.
const backend = 'http://localhost:5000';

/** The chunks src/start-client.tsx imports statically (unique names; `npm run size` lists them for the home route). */
const LOADED_AT_START = /(^|\/)(framework|reader-styles|index|context|locales|api|cx)-[\w-]{8}\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Brotli and gzip copies beside each text asset (foo-[hash].js.br / .gz), served by content negotiation
    // from the adapters (adapters/src/site/static-files.ts): compressed once at build, at the highest level.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i, threshold: 1024 }),
  ],
  // The server entry (`vite build --ssr src/entry-server.tsx`, scripts/build.mjs) goes to dist-ssr, never served:
  // the adapters import it to render reader pages (adapters/src/pages). It is self-contained (every package
  // bundled): the adapters' image has no frontend packages at run time, and React Router 6's CommonJS named
  // exports, which Node cannot see, are resolved at build.
  ssr: { noExternal: true },
  // Class names of the CSS modules: short (they are in every page's HTML and the home route's JavaScript: four
  // characters of hash, 24 bits, only ever compared among classes of the same name) and the same in the browser and
  // the server build (both hash the file's path and the class name).
  css: { modules: { generateScopedName: '[local]_[hash:base64:4]' } },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // frontend/dist/.vite/manifest.json: the chunk graph `npm run size` (scripts/size.mjs) measures.
        manifest: true,
        // CKEditor's chunk (~860 kB, ~230 kB gzip) is loaded only on the editor routes; reader budgets are
        // enforced by `npm run size`, so Vite's generic 500 kB warning is only noise here.
        chunkSizeWarningLimit: 900,
        // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry. A route's list of
        // what to preload leaves out the chunks the start-up has loaded before any route (the runtime, the entry's
        // own modules): every route's list sits in the entry chunk that every reader page loads.
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_AT_START.test(dep)) },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The runtime every page loads (React, React DOM, the router, SWR) as one chunk: it comes after the
                // page's load event (src/entry-client.tsx), and one file compresses better than five. Chakra and
                // Emotion are not in it: reader pages do not use them (docs/decisions/0021); they come with the
                // newsroom and account screens, split by component. use-sync-external-store's `with-selector` is not
                // SWR's (the newsroom's chart library uses it, docs/decisions/0033): it stays with that library.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|swr|use-sync-external-store)[\\/](?!(.*[\\/])?with-selector)/,
                },
                // Every reader style sheet (styles/base.css and the frame's and reader screens' CSS modules) in one
                // chunk, hence one small CSS file: the server links it from each page's head (adapters/src/pages/
                // preload.ts), the browser caches it for every page.
                {
                  name: 'reader-styles',
                  test: /src[\\/](styles|ui|frame|reader|app)[\\/].*\.css$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
}));
