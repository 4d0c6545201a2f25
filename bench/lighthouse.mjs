// `npm run lighthouse`: mobile Lighthouse (its default: a mid-range phone on slow 4G, simulated throttling,
// 4× CPU slowdown) on the built product with the demo content — the home page, one article, one category and one
// author's page, and the same in the Indic scripts (the Hindi home, a Hindi article, a Tamil category:
// docs/product.md#languages) — in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; no browser is
// downloaded). Prints the four category scores and LCP / CLS / TBT per page and writes
// bench/results/lighthouse-latest.json and .md (and a dated copy in bench/results/runs/, not kept in git).
//
//   node bench/lighthouse.mjs [--runs=3] [--url=http://localhost:5000]
//
// --runs: Lighthouse runs per page; the run with the median performance score is kept (default 1).
// --url: measure a site that is already running instead of booting a fresh one (bench/lighthouse-stack.mjs).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startLighthouseStack } from './lighthouse-stack.mjs';
import { writeResults, writtenLine } from './report.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
const runs = Math.max(1, Number(arg('runs') ?? 1) || 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The same switches as the end-to-end tests (tests/playwright.config.ts); no sandbox when running as root. */
const chromeFlags = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** The newest published article in `locale` (English: no `locale=`, as the English pages ask). */
async function newestArticle(siteUrl, locale) {
  const res = await fetch(`${siteUrl}/api/articles?limit=1${locale ? `&locale=${locale}` : ''}`);
  const article = (await res.json())?.data?.articles?.[0];
  if (!article) throw new Error(`no published ${locale ?? 'English'} article at ${siteUrl} (GET /api/articles answered ${res.status})`);
  return article;
}

/** The category with the most published articles in `locale`. */
async function busiestCategory(siteUrl, locale) {
  const res = await fetch(`${siteUrl}/api/categories?locale=${locale}`);
  const categories = (await res.json())?.data ?? [];
  const category = [...categories].sort((a, b) => b.articleCount - a.articleCount)[0];
  if (!category?.articleCount) throw new Error(`no category with ${locale} articles at ${siteUrl} (GET /api/categories answered ${res.status})`);
  return category;
}

/**
 * Home, the newest article, its category and its author's page, as a reader finds them; then the Hindi home, the newest Hindi article
 * and the Tamil category with the most articles (pages in a script font of their own).
 */
async function pagesOf(siteUrl) {
  const article = await newestArticle(siteUrl);
  const hindi = await newestArticle(siteUrl, 'hi');
  const tamil = await busiestCategory(siteUrl, 'ta');
  return [
    { name: 'home', path: '/' },
    { name: 'article', path: `/article/${article.slug}` },
    { name: 'category', path: `/category/${article.category.slug}` },
    // Its author's page (docs/product.md#author-pages): SEO 100 as every other page.
    { name: 'author', path: `/author/${article.author.slug}` },
    { name: 'home-hi', path: '/hi/' },
    { name: 'article-hi', path: `/hi/article/${hindi.slug}` },
    { name: 'category-ta', path: `/ta/category/${tamil.slug}` },
  ];
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    // The bytes of images the page transferred (its resource summary), the figure AVIF and WebP renditions cut.
    imageBytes: lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'image')?.transferSize ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function measure(url, port) {
  const results = [];
  // A run whose trace Chromium failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART) is run again, twice at most.
  for (let i = 0, failed = 0; i < runs; ) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      failed += 1;
      if (failed > 2) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      console.warn(`Lighthouse could not measure ${url} (${result.lhr.runtimeError.code}); running again`);
      continue;
    }
    results.push(figures(result.lhr));
    i += 1;
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor((results.length - 1) / 2)];
}

function machine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as unknown
  }
  const require = createRequire(import.meta.url);
  return {
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
    lighthouse: require('lighthouse/package.json').version,
  };
}

const kilobytes = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

function markdown(report) {
  const rows = report.pages.map(
    (p) =>
      `| ${p.name} | \`${p.path}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(p.lcpMs / 1000).toFixed(1)} s | ${p.cls} | ${p.tbtMs} ms | ${kilobytes(p.imageBytes)} |`,
  );
  const m = report.machine;
  return [
    `# Lighthouse (mobile, simulated throttling) — ${report.date}`,
    '',
    `Machine: ${m.cpu}, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; ${m.chromium}; Lighthouse ${m.lighthouse}.`,
    `Site: ${report.site}; ${report.runs} run(s) per page, the median by performance kept.`,
    '',
    '| page | path | performance | accessibility | best practices | SEO | LCP | CLS | TBT | image bytes |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const given = arg('url');
const stack = given ? null : await startLighthouseStack();
const siteUrl = given?.replace(/\/$/, '') ?? stack.siteUrl;
let chrome;
try {
  const pages = await pagesOf(siteUrl);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  const measured = [];
  for (const page of pages) {
    await fetch(`${siteUrl}${page.path}`); // warm the server, as a visited site is
    const result = { ...page, ...(await measure(`${siteUrl}${page.path}`, chrome.port)) };
    measured.push(result);
    console.log(
      `${page.name.padEnd(11)} performance ${result.performance}  accessibility ${result.accessibility}  best-practices ${result.bestPractices}  SEO ${result.seo}` +
        `  LCP ${(result.lcpMs / 1000).toFixed(1)} s  CLS ${result.cls}  TBT ${result.tbtMs} ms  images ${kilobytes(result.imageBytes)}`,
    );
  }
  const now = new Date();
  const report = { date: now.toISOString(), site: given ? siteUrl : 'fresh SQLite database, demo content (bench/lighthouse-stack.mjs)', runs, machine: machine(), pages: measured };
  console.log(writtenLine(writeResults('lighthouse', now, report, markdown(report))));
} finally {
  await chrome?.kill();
  await stack?.stop();
}
