/**
 * What an import did, counted as it goes (`import-run.ts`) and printed at the end: the summary a newsroom reads
 * to know what arrived, what was left behind and why. Pure: no I/O.
 */
export type ImportSummary = {
  file: string;
  site: { title: string; link: string };
  articles: { created: number; published: number; scheduled: number; drafts: number; review: number; alreadyThere: number; failed: number };
  /** Posts not brought over on purpose, by reason (private, in the trash, password-protected, pages, …). */
  skipped: Record<string, number>;
  /** Items of other kinds (menus, blocks, custom types): not posts, not counted as skipped. */
  otherItems: Record<string, number>;
  /** Accounts made now, found from an earlier run, and existing accounts named by `--map-authors`. */
  authors: { created: string[]; existing: number; mapped: number };
  categories: { created: number; existing: number };
  tags: number;
  comments: { created: number; alreadyThere: number; leftOut: Record<string, number> };
  images: { uploaded: number; reused: number; missing: number };
  /** One line per item that failed (nothing of it was written). */
  failures: string[];
  /** Things done differently than asked, or left out, for items that were imported. */
  notes: string[];
  seconds: number;
};

export function emptySummary(file: string): ImportSummary {
  return {
    file,
    site: { title: '', link: '' },
    articles: { created: 0, published: 0, scheduled: 0, drafts: 0, review: 0, alreadyThere: 0, failed: 0 },
    skipped: {},
    otherItems: {},
    authors: { created: [], existing: 0, mapped: 0 },
    categories: { created: 0, existing: 0 },
    tags: 0,
    comments: { created: 0, alreadyThere: 0, leftOut: {} },
    images: { uploaded: 0, reused: 0, missing: 0 },
    failures: [],
    notes: [],
    seconds: 0,
  };
}

export function count(into: Record<string, number>, key: string, by = 1): void {
  into[key] = (into[key] ?? 0) + by;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
/** '3 (private: 1, in the trash: 2)' */
const listOf = (counts: Record<string, number>) =>
  `${total(counts)} (${Object.entries(counts)
    .map(([reason, n]) => `${reason}: ${n}`)
    .join(', ')})`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The summary as the lines the command prints. */
export function summaryLines(s: ImportSummary): string[] {
  const a = s.articles;
  const kinds = [
    a.published - a.scheduled > 0 ? `${a.published - a.scheduled} published` : '',
    a.scheduled ? `${a.scheduled} scheduled` : '',
    a.drafts ? plural(a.drafts, 'draft') : '',
    a.review ? `${a.review} in review` : '',
  ].filter(Boolean);
  const lines = [
    `WordPress import of ${s.file}${s.site.title ? ` (${s.site.title}${s.site.link ? `, ${s.site.link}` : ''})` : ''} in ${s.seconds.toFixed(1)} s`,
    `  articles:   ${a.created} imported${kinds.length ? ` (${kinds.join(', ')})` : ''}, ${a.alreadyThere} already imported, ${a.failed} failed`,
  ];
  if (Object.keys(s.skipped).length) lines.push(`  skipped:    ${listOf(s.skipped)}`);
  if (Object.keys(s.otherItems).length) lines.push(`  not posts:  ${listOf(s.otherItems)}, not imported`);
  lines.push(
    `  authors:    ${s.authors.created.length} reporter accounts created (blocked until an admin sets a password), ${s.authors.existing} already here${
      s.authors.mapped ? `, ${s.authors.mapped} under existing accounts (--map-authors)` : ''
    }`,
    `  categories: ${s.categories.created} created, ${s.categories.existing} already here`,
    `  tags:       ${s.tags}`,
    `  comments:   ${s.comments.created} imported, ${s.comments.alreadyThere} already imported${
      Object.keys(s.comments.leftOut).length ? `, left out: ${listOf(s.comments.leftOut)}` : ''
    }`,
    `  images:     ${s.images.uploaded} uploaded, ${s.images.reused} already stored, ${s.images.missing} not found`,
  );
  if (s.authors.created.length) lines.push('', 'New accounts (no password yet, blocked):', ...s.authors.created.map((email) => `  ${email}`));
  if (s.failures.length) lines.push('', `Failed (${s.failures.length}, nothing of them was written):`, ...s.failures.map((line) => `  ${line}`));
  if (s.notes.length) lines.push('', 'Notes:', ...s.notes.map((line) => `  ${line}`));
  return lines;
}

/** The command's exit status: 0 when every post came over, 2 when some failed (the others were imported). */
export function exitStatus(s: ImportSummary): number {
  return s.failures.length > 0 ? 2 : 0;
}
