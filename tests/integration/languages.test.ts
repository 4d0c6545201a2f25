import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, idsOf, listArticles, loginAdmin, signUpAs, unique, type Account } from '../support/api.js';

/**
 * Articles and categories in several languages (docs/product.md#languages): an article's `locale`, a translation as
 * an article of its own linked by `translationOf`, `translations` by the visibility rule, lists per language,
 * `locale=all` for staff, categories named per language with English fallback, and the bad inputs (400, 409).
 */
let admin: string;
let reporter: Account;
let category: { _id: string; slug: string; name: string };

beforeAll(async () => {
  admin = await loginAdmin();
  reporter = await signUpAs('reporter');
  category = await createCategory({ description: 'Everything that happens' });
});

const translate = (token: string, of: string, locale: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/articles', {
    token,
    body: { title: unique(`Story ${locale}`), content: '<p>Text.</p>', category: category._id, status: 'published', locale, translationOf: of, ...extra },
  });

describe('an article in a language', () => {
  it('is English unless it says otherwise, and every answer carries its locale and translations', async () => {
    const english = await createArticle(admin, { category: category._id });
    const read = await api('GET', `/articles/${english._id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: english._id, locale: 'en', translations: [] });

    const hindi = await createArticle(admin, { category: category._id, locale: 'hi', title: 'बाढ़ के बाद शहर' });
    expect(hindi).toMatchObject({ locale: 'hi', translations: [] });
    // A title without Latin letters still gets a plain address, starting with its language.
    expect(hindi.slug).toMatch(/^hi-article(-\d+)?$/);
  });

  it('lists one language at a time: English by default, ?locale= for another', async () => {
    const tag = unique('lang');
    const en = await createArticle(admin, { category: category._id, tags: [tag] });
    const ta = await createArticle(admin, { category: category._id, tags: [tag], locale: 'ta', title: 'தமிழ் செய்தி' });
    expect(idsOf(await listArticles({ tag }))).toEqual([en._id]);
    expect(idsOf(await listArticles({ tag, locale: 'en' }))).toEqual([en._id]);
    const tamil = await listArticles({ tag, locale: 'ta' });
    expect(idsOf(tamil)).toEqual([ta._id]);
    expect(tamil.total).toBe(1);
    expect(idsOf(await listArticles({ tag, locale: 'gu' }))).toEqual([]);
  });

  it('the plain list, a category list and its total are per language', async () => {
    const own = await createCategory();
    const en = await createArticle(admin, { category: own._id });
    const bn = [
      await createArticle(admin, { category: own._id, locale: 'bn', title: 'প্রথম খবর' }),
      await createArticle(admin, { category: own._id, locale: 'bn', title: 'দ্বিতীয় খবর' }),
    ];
    const bengali = await listArticles({ category: own.slug, locale: 'bn' });
    expect(idsOf(bengali)).toEqual([bn[1]!._id, bn[0]!._id]);
    expect(bengali.total).toBe(2);
    const english = await listArticles({ category: own._id });
    expect(idsOf(english)).toEqual([en._id]);
    expect(english.total).toBe(1);
    // The home's latest in Bengali: the kept total of one language.
    const latest = await listArticles({ locale: 'bn', limit: 100 });
    expect(idsOf(latest)).toEqual(expect.arrayContaining(bn.map((a) => a._id)));
    expect(latest.articles.every((a) => a.locale === 'bn')).toBe(true);
    expect(latest.total).toBe(latest.articles.length);
  });

  it('refuses an unknown language: Unknown language', async () => {
    const list = await api('GET', '/articles?locale=fr');
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ success: false, message: 'Unknown language' });
    const created = await api('POST', '/articles', { token: admin, body: { title: 'x', content: '<p>x</p>', category: category._id, locale: 'xx' } });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('Unknown language');
    expect(created.body.errors).toContainEqual({ field: 'locale', message: 'Unknown language' });
    const categories = await api('GET', '/categories?locale=klingon');
    expect(categories.status).toBe(400);
    expect(categories.body.message).toBe('Unknown language');
  });

  it('locale=all lists every language, for staff only', async () => {
    const tag = unique('all');
    const en = await createArticle(admin, { category: category._id, tags: [tag] });
    const kn = await createArticle(admin, { category: category._id, tags: [tag], locale: 'kn', title: 'ಕನ್ನಡ ಸುದ್ದಿ' });
    const all = await listArticles({ tag, locale: 'all' }, admin);
    expect(idsOf(all).sort()).toEqual([en._id, kn._id].sort());
    expect(idsOf(await listArticles({ tag, locale: 'all', status: 'all' }, reporter.token)).sort()).toEqual([en._id, kn._id].sort());
    const anonymous = await api('GET', `/articles?tag=${tag}&locale=all`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.success).toBe(false);
  });
});

describe('a translation', () => {
  it('is an article of its own linked to the original: both list each other', async () => {
    const original = await createArticle(admin, { category: category._id, title: unique('Harbour reopens') });
    const res = await translate(admin, original._id, 'hi', { title: 'बंदरगाह फिर खुला' });
    expect(res.status).toBe(201);
    const hindi = res.body.data;
    expect(hindi._id).not.toBe(original._id);
    expect(hindi.locale).toBe('hi');
    // Its address: the original's and its language.
    expect(hindi.slug).toBe(`${original.slug}-hi`);
    expect(hindi.translations).toEqual([{ locale: 'en', _id: original._id, slug: original.slug, title: original.title }]);

    const ta = (await translate(admin, hindi._id, 'ta', { title: 'துறைமுகம் மீண்டும் திறப்பு' })).body.data;
    // A translation of a translation joins the same story.
    expect(ta.slug).toBe(`${original.slug}-ta`);
    const read = (await api('GET', `/articles/${original.slug}`)).body.data;
    expect(read.translations).toEqual([
      { locale: 'hi', _id: hindi._id, slug: hindi.slug, title: 'बंदरगाह फिर खुला' },
      { locale: 'ta', _id: ta._id, slug: ta.slug, title: 'துறைமுகம் மீண்டும் திறப்பு' },
    ]);
    const inList = (await listArticles({ locale: 'ta', category: category._id, limit: 100 })).articles.find((a) => a._id === ta._id);
    expect(inList?.translations.map((t: { locale: string }) => t.locale)).toEqual(['en', 'hi']);
  });

  it('lists only published, due translations for the public; staff see those they may open', async () => {
    const original = await createArticle(admin, { category: category._id });
    const draft = (await translate(admin, original._id, 'mr', { status: 'draft', title: 'मसुदा बातमी' })).body.data;
    const scheduled = (await translate(admin, original._id, 'gu', { publishDate: '2099-01-01T00:00:00Z', title: 'આવતી કાલના સમાચાર' })).body.data;
    const published = (await translate(admin, original._id, 'te', { title: 'ప్రచురితమైన వార్త' })).body.data;
    const publicView = (await api('GET', `/articles/${original._id}`)).body.data;
    expect(publicView.translations.map((t: { _id: string }) => t._id)).toEqual([published._id]);
    const staffView = (await api('GET', `/articles/${original._id}`, { token: admin })).body.data;
    expect(staffView.translations.map((t: { _id: string }) => t._id)).toEqual([draft._id, published._id, scheduled._id]);
    // A reporter opens published, due articles and their own (docs/product.md#what-each-caller-can-see): not the
    // admin's draft, nor a colleague's scheduled (embargoed) translation.
    const reporterView = (await api('GET', `/articles/${original._id}`, { token: reporter.token })).body.data;
    expect(reporterView.translations.map((t: { locale: string }) => t.locale)).toEqual(['te']);
  });

  it('a translation into the same language, or a second one into a language, is a 409', async () => {
    const original = await createArticle(admin, { category: category._id });
    const same = await translate(admin, original._id, 'en');
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ success: false, message: 'A translation must be in another language than the article it translates' });
    expect((await translate(admin, original._id, 'ml')).status).toBe(201);
    const second = await translate(admin, original._id, 'ml');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This story already has a version in Malayalam');
  });

  it('of an article that does not exist, or that the caller may not open, is a 400 on translationOf', async () => {
    const nothing = await translate(admin, 'no-such-article', 'hi');
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('The article to translate was not found');
    expect(nothing.body.errors).toContainEqual({ field: 'translationOf', message: 'The article to translate was not found' });
    const someoneElsesDraft = await createArticle(admin, { category: category._id, status: 'draft' });
    const refused = await translate(reporter.token, someoneElsesDraft._id, 'hi', { status: 'draft' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The article to translate was not found');
  });

  it('changing an article to a language its story already has is a 409; to a free one, it moves', async () => {
    const original = await createArticle(admin, { category: category._id });
    const hindi = (await translate(admin, original._id, 'hi')).body.data;
    const clash = await api('PUT', `/articles/${hindi._id}`, { token: admin, body: { locale: 'en' } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This story already has a version in English');
    const moved = await api('PUT', `/articles/${hindi._id}`, { token: admin, body: { locale: 'mr' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.locale).toBe('mr');
    expect((await api('GET', `/articles/${original._id}`)).body.data.translations.map((t: { locale: string }) => t.locale)).toEqual(['mr']);
    const bad = await api('PUT', `/articles/${hindi._id}`, { token: admin, body: { locale: 'zz' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown language');
  });

  it("its related articles stay in its language", async () => {
    const own = await createCategory();
    const en = await createArticle(admin, { category: own._id });
    const hiOther = await createArticle(admin, { category: own._id, locale: 'hi', title: 'दूसरी ख़बर' });
    const hi = (await translate(admin, en._id, 'hi', { category: own._id, title: 'पहली ख़बर' })).body.data;
    const read = (await api('GET', `/articles/${hi._id}`)).body.data;
    expect(read.relatedArticles.map((r: { _id: string }) => r._id)).toEqual([hiOther._id]);
    const english = (await api('GET', `/articles/${en._id}`)).body.data;
    expect(english.relatedArticles.map((r: { _id: string }) => r._id)).toEqual([]);
  });

  it("the original's cached answer shows a translation once it is published (the purge covers the story)", async () => {
    const original = await createArticle(admin, { category: category._id });
    const path = `/articles/${original.slug}`;
    expect((await api('GET', path)).body.data.translations).toEqual([]);
    expect((await api('GET', path)).body.data.translations).toEqual([]);
    const draft = (await translate(admin, original._id, 'bn', { status: 'draft', title: 'খসড়া' })).body.data;
    expect((await api('GET', path)).body.data.translations).toEqual([]);
    expect((await api('PUT', `/articles/${draft._id}`, { token: admin, body: { status: 'published' } })).status).toBe(200);
    expect((await api('GET', path)).body.data.translations.map((t: { _id: string }) => t._id)).toEqual([draft._id]);
    await api('DELETE', `/articles/${draft._id}`, { token: admin });
    expect((await api('GET', path)).body.data.translations).toEqual([]);
  });
});

describe('categories in a language', () => {
  it('answer in the language asked for, falling back to English per field, and count that language', async () => {
    const parent = await createCategory({ description: 'All the news', translations: { hi: { name: 'समाचार', description: 'सारी ख़बरें' }, ta: { name: 'செய்திகள்' } } });
    expect((parent as { translations?: unknown }).translations).toEqual({ hi: { name: 'समाचार', description: 'सारी ख़बरें' }, ta: { name: 'செய்திகள்', description: '' } });
    const child = await createCategory({ parentCategory: parent._id, translations: { ta: { name: 'உள்ளூர்' } } });
    await createArticle(admin, { category: parent._id });
    await createArticle(admin, { category: parent._id, locale: 'ta', title: 'ஒன்று' });
    await createArticle(admin, { category: parent._id, locale: 'ta', title: 'இரண்டு' });

    const tamil = (await api('GET', `/categories/${parent.slug}?locale=ta`)).body.data;
    expect(tamil).toMatchObject({ name: 'செய்திகள்', description: 'All the news', articleCount: 2 });
    expect(tamil.subCategories).toEqual([expect.objectContaining({ _id: child._id, name: 'உள்ளூர்' })]);
    expect(tamil).not.toHaveProperty('translations');
    const hindi = (await api('GET', '/categories?locale=hi')).body.data.find((c: { _id: string }) => c._id === parent._id);
    expect(hindi).toMatchObject({ name: 'समाचार', description: 'सारी ख़बरें', articleCount: 0 });
    const english = (await api('GET', `/categories/${parent._id}`)).body.data;
    expect(english).toMatchObject({ name: parent.name, description: 'All the news', articleCount: 1 });
    const childInTamil = (await api('GET', `/categories/${child._id}?locale=ta`)).body.data;
    expect(childInTamil.parentCategory).toEqual({ _id: parent._id, name: 'செய்திகள்', slug: parent.slug });
    // Every language: English names, every language's articles, and the translations to edit.
    const all = (await api('GET', `/categories/${parent._id}?locale=all`)).body.data;
    expect(all).toMatchObject({ name: parent.name, articleCount: 3, translations: { hi: { name: 'समाचार' } } });
    // An article names its category in its own language.
    const article = (await listArticles({ category: parent._id, locale: 'ta' })).articles[0];
    expect(article?.category.name).toBe('செய்திகள்');
  });

  it('staff set translations language by language: null removes one, an unknown language is a 400', async () => {
    const own = await createCategory({ translations: { hi: { name: 'खेल' }, bn: { name: 'খেলা' } } });
    const put = await api('PUT', `/categories/${own._id}`, { token: admin, body: { translations: { bn: null, gu: { name: 'રમતગમત', description: 'રમતો' } } } });
    expect(put.status).toBe(200);
    expect(put.body.data.translations).toEqual({ hi: { name: 'खेल', description: '' }, gu: { name: 'રમતગમત', description: 'રમતો' } });
    const unknown = await api('PUT', `/categories/${own._id}`, { token: admin, body: { translations: { xx: { name: 'Nope' } } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual({ field: 'translations.xx', message: 'Unknown language' });
    const short = await api('PUT', `/categories/${own._id}`, { token: admin, body: { translations: { hi: { name: 'ख' } } } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({ field: 'translations.hi.name', message: 'Name must be at least 2 characters' });
    expect((await api('GET', `/categories/${own._id}?locale=bn`)).body.data.name).toBe(own.name);
  });
});
