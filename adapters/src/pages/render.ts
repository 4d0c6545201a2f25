import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler } from 'express';
import type { Env } from '../env.js';
import { REVALIDATE } from '../middleware/cache-control.js';
import type { ApiSource, Article, Category, PageFacts, RenderedPage, ServerEntry } from './page-types.js';
import { isClientRenderedScreen, RETRY_AFTER_SECONDS, splitLocalePath, type AuthorProfile, type LiveStoryPage } from '@bulletin/contract';
import { makeTemplate, type Template } from './template.js';
import { makePreloads } from './preload.js';
import { log } from '../middleware/request-log.js';

/**
 * Server rendering of reader pages (docs/product.md#reader-urls; docs/decisions/0010-server-rendering.md).
 * At start the adapters import the built server entry (frontend/dist-ssr/entry-server.js) and the built
 * index.html; each page address that is not a newsroom or account screen is rendered by React with its data,
 * which the entry reads from the adapters' own API through the read cache (`connect`, server.ts), and gets
 * its head and structured data here. Newsroom and account screens stay client-rendered (index.html as built).
 * If the build has no server entry, or a render fails, the page is the client-rendered index.html.
 */
export type Pages = {
  /** Whether `path` is a server-rendered page (reader routes, not-found included). */
  serves: (path: string) => boolean;
  handle: RequestHandler;
  /** Where page data comes from: the adapters' public API, through the read cache. */
  connect: (api: ApiSource) => void;
};

export async function loadPages(env: Env): Promise<Pages | null> {
  const index = `${env.FRONTEND_DIST}/index.html`;
  if (!existsSync(env.FRONTEND_SSR_ENTRY) || !existsSync(index)) {
    log.warn(`no server entry at ${env.FRONTEND_SSR_ENTRY}: reader pages are client-rendered (run npm run build)`);
    return null;
  }
  const entry = (await import(pathToFileURL(env.FRONTEND_SSR_ENTRY).href)) as ServerEntry;
  const template = currentTemplate(index);
  const preloads = makePreloads(`${env.FRONTEND_DIST}/.vite/manifest.json`);
  let api: ApiSource | null = null;
  const origin = new URL(env.PUBLIC_URL).origin;

  const handle: RequestHandler = async (req, res, next) => {
    if (!api) return next();
    try {
      const rendered = await entry.render(`${origin}${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`, api);
      if (rendered.type === 'redirect') {
        res.redirect(rendered.status, rendered.location);
        return;
      }
      res.status(rendered.status);
      res.setHeader('Cache-Control', REVALIDATE);
      // A page whose data the content service could not give (docs/product.md#when-the-cms-is-away).
      if (rendered.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      // Marks HTML the renderer made, which the read cache may keep (never a fallback index.html).
      res.setHeader('X-Bulletin-Page', 'rendered');
      const head = preloads(rendered.kind, splitLocalePath(req.path).path, rendered.locale);
      res.type('html').send(documentOf(rendered, req, env, template(), entry, head));
    } catch (err) {
      log.error({ err }, 'server rendering failed; the page is client-rendered');
      next();
    }
  };

  return {
    serves: (path) => !isClientRenderedScreen(path),
    handle,
    connect: (source) => {
      api = source;
    },
  };
}

/**
 * The built index.html as a template, read again when the file changes: a new frontend build copied in place
 * (new asset names) is used at once, as the client-rendered index.html is.
 */
function currentTemplate(index: string): () => Template {
  let seen = -1;
  let template: Template | null = null;
  return () => {
    const mtime = statSync(index).mtimeMs;
    if (!template || mtime !== seen) {
      template = makeTemplate(readFileSync(index, 'utf8'));
      seen = mtime;
    }
    return template;
  };
}

function pageFacts(rendered: RenderedPage, path: string): PageFacts {
  return {
    kind: rendered.kind,
    status: rendered.status,
    path,
    title: rendered.title,
    article: rendered.kind === 'article' && rendered.status < 400 ? (rendered.main as Article | undefined) : undefined,
    category: rendered.kind === 'category' && rendered.status < 400 ? (rendered.main as Category | undefined) : undefined,
    live: rendered.kind === 'live' && rendered.status < 400 ? (rendered.main as LiveStoryPage | undefined) : undefined,
    author: rendered.kind === 'author' && rendered.status < 400 ? (rendered.main as AuthorProfile | undefined) : undefined,
  };
}

function documentOf(rendered: RenderedPage, req: Request, env: Env, template: Template, entry: ServerEntry, preloads: string): string {
  const facts = pageFacts(rendered, req.originalUrl);
  const head = entry.headTags(facts, env.PUBLIC_URL, { xHandle: env.SITE_X_HANDLE }) + preloads + rendered.styles;
  const data = `<script type="application/json" id="${entry.PAGE_DATA_ID}">${rendered.pageData}</script>`;
  return template({ head, body: rendered.html, data, lang: rendered.locale ?? 'en' });
}
