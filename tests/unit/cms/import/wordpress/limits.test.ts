import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_MAX_BYTES, ARTICLE_EXCERPT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH, MESSAGES } from '@bulletin/contract';
import { parseWxr, type WxrItem } from '../../../../../cms/src/import/wordpress/wxr.js';
import { planPost } from '../../../../../cms/src/import/wordpress/post-plan.js';
import { AuthorMapError, mappedAccount, readAuthorMap } from '../../../../../cms/src/import/wordpress/author-map.js';

/**
 * What an import may store is what the API may store (the contract's limits, one definition): a post over a
 * limit fails with the API's message and nothing of it is cut; and which export authors write under an existing
 * account is the operator's explicit choice (`--map-authors`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const doc = parseWxr(readFileSync(path.join(root, 'tests/fixtures/wordpress/gazette.xml'), 'utf8'));
const harbour = doc.items.find((i): i is WxrItem => i.kind === 'item' && i.id === 101)!;
const now = new Date('2026-01-01T00:00:00Z');

describe('an imported post meets the limits of what the API stores', () => {
  it('fails a post whose content is over 2 MB, with the message the site gives', () => {
    const paragraph = `<p>${'x'.repeat(1000)}</p>\n`;
    const big = { ...harbour, content: paragraph.repeat(Math.ceil((ARTICLE_CONTENT_MAX_BYTES + 1) / paragraph.length) + 1000) };
    expect(planPost(big, now)).toEqual({ kind: 'fail', reason: MESSAGES.contentTooLarge });
    expect(MESSAGES.contentTooLarge).toBe('Content must be at most 2 MB');
    // Bytes, not characters: 1.1 M characters of Arabic are 2.2 MB.
    expect(planPost({ ...harbour, content: `<p>${'س'.repeat(1_100_000)}</p>` }, now)).toEqual({ kind: 'fail', reason: MESSAGES.contentTooLarge });
    expect(planPost({ ...harbour, content: `<p>${'x'.repeat(ARTICLE_CONTENT_MAX_BYTES - 100)}</p>` }, now).kind).toBe('import');
  });

  it('fails a title or a written excerpt over its limit instead of cutting it', () => {
    expect(planPost({ ...harbour, title: 'T'.repeat(ARTICLE_TITLE_MAX_LENGTH + 1) }, now)).toEqual({ kind: 'fail', reason: 'Title must be at most 300 characters' });
    expect(planPost({ ...harbour, title: 'T'.repeat(ARTICLE_TITLE_MAX_LENGTH) }, now).kind).toBe('import');
    expect(planPost({ ...harbour, excerpt: 'e'.repeat(ARTICLE_EXCERPT_MAX_LENGTH + 1) }, now)).toEqual({ kind: 'fail', reason: 'Excerpt must be at most 1,000 characters' });
  });

  it('holds the same numbers as the article type stores (one definition)', () => {
    const schema = JSON.parse(readFileSync(path.join(root, 'cms/src/api/article/content-types/article/schema.json'), 'utf8'));
    expect(schema.attributes.title.maxLength).toBe(ARTICLE_TITLE_MAX_LENGTH);
    expect(schema.attributes.excerpt.maxLength).toBe(ARTICLE_EXCERPT_MAX_LENGTH);
  });
});

describe('the day of an old address', () => {
  it('is the local date WordPress put in the permalink, not the GMT one', () => {
    const decision = planPost({ ...harbour, date: '2024-05-02 00:30:00', dateGmt: '2024-05-01 22:30:00' }, now);
    expect(decision.kind === 'import' && decision.plan.wordpressDate).toBe('2024-05-02');
    const undated = planPost({ ...harbour, date: '0000-00-00 00:00:00', status: 'draft', dateGmt: '0000-00-00 00:00:00' }, now);
    expect(undated.kind === 'import' && undated.plan.wordpressDate).toBeNull();
  });
});

describe('--map-authors', () => {
  it('maps export authors, by login or e-mail (any case), to account e-mails', () => {
    const map = readAuthorMap('{"mara": "Mara@Bulletin.example", "TOMASZ.OKAFOR@harbour-gazette.example": "tomasz@bulletin.example"}', doc.authors);
    expect(mappedAccount(map, doc.authors[0])).toBe('mara@bulletin.example');
    expect(mappedAccount(map, doc.authors[1])).toBe('tomasz@bulletin.example');
    expect(mappedAccount(map, doc.authors[2])).toBeUndefined();
  });

  it('refuses a file naming someone who is not an author of the export, or an account that is no e-mail', () => {
    expect(() => readAuthorMap('{"marra": "mara@bulletin.example"}', doc.authors)).toThrow(/"marra" is not an author of the export/);
    expect(() => readAuthorMap('{"mara": "not-an-address"}', doc.authors)).toThrow(/is not an e-mail address/);
    expect(() => readAuthorMap('{"mara": 7}', doc.authors)).toThrow(AuthorMapError);
    expect(() => readAuthorMap('["mara"]', doc.authors)).toThrow(/one JSON object/);
    expect(() => readAuthorMap('mara=x', doc.authors)).toThrow(/not JSON/);
  });
});
