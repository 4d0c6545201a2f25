/**
 * Every route the adapters mount under `/api`, with who may call it (docs/product.md#role-matrix, docs/api.md#endpoints), its
 * inputs (the request schemas of `schemas/`) and its answers (`schemas/responses.ts`). The OpenAPI document is
 * built from this table (`document.ts`); `tests/integration/openapi.test.ts` checks that it names every route
 * the Express app mounts and that the server's answers match it.
 */
import { z } from 'zod';
import {
  MESSAGES,
  outboxListSchema,
  outboxMessageSchema,
  paginationParamsSchema,
  auditListParamsSchema,
  auditListSchema,
  articleListParamsSchema,
  articleSchema,
  articleUpdateSchema,
  liveEntrySchema,
  liveEntryShape,
  liveEntryUpdateSchema,
  liveStoryPageShape,
  liveListParamsSchema,
  liveStoryParamsSchema,
  liveStorySchema,
  liveStoryShape,
  liveStreamParamsSchema,
  liveStorySummaryShape,
  liveStoryUpdateSchema,
  loginSchema,
  registerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  messageShape,
  categorySchema,
  commentSchema,
  newsletterSchema,
  pageViewSchema,
  analyticsArticleShape,
  analyticsOverviewShape,
  analyticsRangeParamsSchema,
  newsletterConfirmSchema,
  newsletterUnsubscribeSchema,
  newsletterPreferencesQuerySchema,
  newsletterPreferencesSchema,
  newsletterPreferencesShape,
  adminUserCreateSchema,
  userUpdateSchema,
  ownProfileSchema,
  ownAccountShape,
  articleListShape,
  articleShape,
  articleSummaryShape,
  categoryShape,
  authorProfileShape,
  staffListShape,
  commentShape,
  dashboardShape,
  emptyShape,
  healthShape,
  likeShape,
  readyShape,
  sessionEnvelopeShape,
  settingsShape,
  successEnvelope,
  userShape,
  viewsShape,
  revisionListParamsSchema,
  revisionListShape,
  revisionShape,
  categoryReadParamsSchema,
  correctionSchema,
  correctionListShape,
  queueListParamsSchema,
  queueListShape,
  subscriberExportParamsSchema,
  subscriberListParamsSchema,
  subscriberListShape,
  testDigestShape,
  testDigestSchema,
} from '@bulletin/contract';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** No token; a token is read when sent (a staff caller sees more); a token is required. */
export type Auth = 'none' | 'optional' | 'required';

/** A success answer: its JSON body's schema, or none (`null`: a 204 without a body). */
export type Answer = { description: string; body: z.ZodType | null };

export type RouteDoc = {
  method: Method;
  /** Express's spelling, under `/api`: `/articles/:id`. */
  path: string;
  tag: string;
  summary: string;
  /** Who may call (docs/product.md#role-matrix). */
  who: string;
  auth: Auth;
  params?: Record<string, string>;
  query?: z.ZodObject;
  /** A request body as JSON (several: any one of them). */
  body?: z.ZodType | z.ZodType[];
  /** The success answer by status. */
  ok: Record<number, Answer>;
  /** The statuses of the error envelope this route may answer, each with what it means here. */
  errors: Record<number, string>;
  /** Not JSON (the reference page): the media type of the 200 answer. */
  produces?: string;
};

const data = (description: string, shape: z.ZodType): Answer => ({ description, body: successEnvelope(shape) });
const done = (description: string): Answer => data(description, emptyShape);

const BAD_TOKEN = 'No token, or a bad, expired or revoked one';
const NOT_ALLOWED = 'The role may not do this';
const FIELDS = 'Invalid input: `errors` lists each field and its message';

const TRANSLATION_CONFLICT =
  "`translationOf` names an article in the same language ('A translation must be in another language than the article it translates'), or the story already has an article in this language ('This story already has a version in Hindi')";

const MAY_EDIT = 'Whoever may edit the article: editors and admins any article; a reporter their own while draft or review';
const REVISION_ID = { id: "The article's id or slug", revisionId: 'The revision id' };
const ID = { id: 'The record id' };
const SLUG = { slug: "The live story's slug (or id)" };
const ENTRY = { ...SLUG, entryId: 'The entry id' };
const ID_OR_SLUG = { id: 'The record id or its slug' };
const AUTHOR_SLUG = { slug: "The author's slug (their author page: /author/<slug>)" };

export const ROUTES: RouteDoc[] = [
  // ------------------------------------------------------------------ auth
  {
    method: 'post', path: '/auth/register', tag: 'Auth', summary: 'Sign up, or (admin) create an account',
    who: 'Anyone: the new account is always role `user`. With an admin\'s token: creates an account with any role and bio (no terms or confirmation), answers `token: null`',
    auth: 'optional', body: [registerSchema, adminUserCreateSchema],
    ok: { 201: { description: 'The account; signed in unless an admin created it', body: sessionEnvelopeShape } },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 409: 'The email is taken', 429: 'Too many sign-ups from this address' },
  },
  {
    method: 'post', path: '/auth/login', tag: 'Auth', summary: 'Sign in', who: 'Anyone', auth: 'none', body: loginSchema,
    ok: { 200: { description: 'The session; sets lastLogin', body: sessionEnvelopeShape } },
    errors: { 400: FIELDS, 401: 'Invalid email or password', 429: 'Too many attempts' },
  },
  {
    method: 'post', path: '/auth/forgot-password', tag: 'Auth', summary: 'E-mail a password-reset link', who: 'Anyone', auth: 'none', body: forgotPasswordSchema,
    ok: { 200: data("'If an account exists for that e-mail, a reset link is on its way.', whether it does or not; the link works once, for RESET_TOKEN_TTL", messageShape) },
    errors: { 400: FIELDS, 429: 'Too many resets from this address, or for this e-mail address' },
  },
  {
    method: 'post', path: '/auth/reset-password', tag: 'Auth', summary: "Set a new password with a reset link's token", who: 'Anyone with the token', auth: 'none', body: resetPasswordSchema,
    ok: { 200: { description: 'Signed in with the new password; every earlier session of the account has ended', body: sessionEnvelopeShape } },
    errors: { 400: "Invalid input, or 'This reset link is invalid or has expired.' (used, expired or unknown token)", 429: 'Too many resets from this address' },
  },
  {
    method: 'get', path: '/auth/me', tag: 'Auth', summary: 'The signed-in user', who: 'Signed in', auth: 'required',
    ok: { 200: data('The user, with their author page\'s slug and X handle', ownAccountShape) }, errors: { 401: BAD_TOKEN },
  },
  {
    method: 'put', path: '/auth/me', tag: 'Auth',
    summary: "Edit one's own public profile: biography, X handle, photo (send only what changes; role, email, names and password are ignored)",
    who: 'Reporter, editor, admin (their own account: the token decides)', auth: 'required', body: ownProfileSchema.partial(),
    ok: { 200: data('The updated account', ownAccountShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: "Not newsroom staff ('Only newsroom staff have a public profile')", 413: "The photo is larger than 10 MB, or the body over 150 MB", 503: 'The image check is busy: try again' },
  },
  {
    method: 'post', path: '/auth/logout', tag: 'Auth', summary: 'Sign out: the token stops working', who: 'Signed in', auth: 'required',
    ok: { 200: done('Signed out') }, errors: { 401: BAD_TOKEN },
  },
  // -------------------------------------------------------------- articles
  {
    method: 'get', path: '/articles', tag: 'Articles', summary: 'List and search articles',
    who: 'Anyone; `status` and `locale=all` are for staff (reporter, editor, admin)', auth: 'optional', query: articleListParamsSchema,
    ok: { 200: data('One page of articles', articleListShape) },
    errors: { 400: "A bad query value ('Unknown language' for a `locale` that is not one of the site's)", 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/articles/:id', tag: 'Articles', summary: 'One article, with comments and related articles',
    who: 'Anyone for a published, due article; unpublished ones: a reporter their own, editors and admins all', auth: 'optional', params: ID_OR_SLUG,
    ok: { 200: data('The article', articleShape) }, errors: { 401: BAD_TOKEN, 404: 'No such article, or not visible to the caller' },
  },
  {
    method: 'post', path: '/articles', tag: 'Articles', summary: 'Create an article',
    who: 'Reporter (status draft or review only), editor, admin', auth: 'required', body: articleSchema,
    ok: { 201: data('The article', articleSummaryShape) },
    errors: {
      400: `${FIELDS} ('Unknown language' for a \`locale\` that is not one of the site's; 'The article to translate was not found' when \`translationOf\` names no article the caller may open; \`coAuthors\` naming more than 5 accounts, an account that is not staff, or the author)`,
      401: BAD_TOKEN,
      403: NOT_ALLOWED,
      409: TRANSLATION_CONFLICT,
      413: 'Body over 150 MB',
    },
  },
  {
    method: 'put', path: '/articles/:id', tag: 'Articles', summary: 'Edit an article (send only what changes)',
    who: 'Editor, admin: any article, any status; a reporter: their own (or co-authored) while draft or review, and cannot publish or archive. A `reviewNote`: editors and admins, sending a review back to draft only', auth: 'required', params: ID_OR_SLUG,
    body: articleUpdateSchema.partial(),
    ok: { 200: data('The article', articleSummaryShape) },
    errors: {
      400: `${FIELDS} (a review note over 1,000 characters, or sent with another move than review → draft; \`coAuthors\` as on creation)`,
      401: BAD_TOKEN,
      403: `${NOT_ALLOWED} (a reporter sending a review note, too)`,
      404: 'No such article, or not visible to the caller',
      409: "`updatedAt` was sent and the stored article has changed since: 'This article was changed by someone else since you opened it.' Nothing was written. Or `locale` changes to a language the story already has ('This story already has a version in Hindi')",
      413: 'Body over 150 MB',
    },
  },
  {
    method: 'delete', path: '/articles/:id', tag: 'Articles', summary: 'Delete an article',
    who: 'Editor, admin; a reporter their own non-published article', auth: 'required', params: ID_OR_SLUG,
    ok: { 200: done('Deleted') }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such article, or not visible to the caller' },
  },
  {
    method: 'post', path: '/articles/:id/view', tag: 'Articles', summary: 'Count a view (once per visitor and article in 30 minutes)', who: 'Anyone', auth: 'none', params: ID_OR_SLUG,
    ok: { 200: data('The view count', viewsShape) }, errors: { 404: 'No such published article' },
  },
  {
    method: 'post', path: '/articles/:id/like', tag: 'Articles', summary: 'Like, or unlike when liked already', who: 'Signed in (one like per user)', auth: 'required', params: ID_OR_SLUG,
    ok: { 200: data('The like count and whether the caller now likes it', likeShape) }, errors: { 401: BAD_TOKEN, 404: 'No such published article' },
  },
  // ----------------------------------------------------------- corrections
  {
    method: 'post', path: '/articles/:id/corrections', tag: 'Corrections',
    summary: 'Attach a correction to a published article (moves its updatedAt; a revision, audit action article.correct)',
    who: 'Editor, admin', auth: 'required', params: ID_OR_SLUG, body: correctionSchema,
    ok: { 201: data('The article, its corrections oldest first', articleSummaryShape) },
    errors: {
      400: FIELDS,
      401: BAD_TOKEN,
      403: NOT_ALLOWED,
      404: 'No such article',
      409: "The article is not published: 'Only a published article can be corrected'",
    },
  },
  {
    method: 'put', path: '/articles/:id/corrections/:correctionId', tag: 'Corrections',
    summary: "Change a correction's text (a revision, audit action article.correction-edit); no correction is ever deleted",
    who: 'Editor, admin', auth: 'required', params: { id: "The article's id or slug", correctionId: 'The correction id' }, body: correctionSchema,
    ok: { 200: data('The article, its corrections oldest first', articleSummaryShape) },
    errors: {
      400: FIELDS,
      401: BAD_TOKEN,
      403: NOT_ALLOWED,
      404: 'No such article or correction',
      409: "The article is not published: 'Only a published article can be corrected'",
    },
  },
  {
    method: 'get', path: '/corrections', tag: 'Corrections', summary: 'The latest corrections across the site, newest first (at most 50)',
    who: 'Anyone (corrections of published, due articles only)', auth: 'none',
    ok: { 200: data('The corrections, each with its article', correctionListShape) }, errors: {},
  },
  // ------------------------------------------------------------- revisions
  {
    method: 'get', path: '/articles/:id/revisions', tag: 'Revisions', summary: "An article's revisions, newest first (docs/api.md)",
    who: MAY_EDIT, auth: 'required', params: ID_OR_SLUG, query: revisionListParamsSchema,
    ok: { 200: data('A page of revisions', revisionListShape) },
    errors: { 400: 'A bad page or limit', 401: BAD_TOKEN, 403: 'The role may not edit this article', 404: 'No such article, or not visible to the caller' },
  },
  {
    method: 'get', path: '/articles/:id/revisions/:revisionId', tag: 'Revisions', summary: 'One revision: the whole snapshot',
    who: MAY_EDIT, auth: 'required', params: REVISION_ID,
    ok: { 200: data('The revision', revisionShape) },
    errors: { 401: BAD_TOKEN, 403: 'The role may not edit this article', 404: 'No such article or revision, or not visible to the caller' },
  },
  {
    method: 'post', path: '/articles/:id/revisions/:revisionId/restore', tag: 'Revisions',
    summary: "Restore a revision: the article takes the revision's fields (a new revision, audit action article.restore)",
    who: `${MAY_EDIT}; a reporter only a revision saved as draft or review`, auth: 'required', params: REVISION_ID,
    ok: { 200: data('The article after restoring', articleSummaryShape) },
    errors: {
      400: "The revision's category no longer exists",
      401: BAD_TOKEN,
      403: 'The role may not edit this article, or (a reporter) the revision is published or archived',
      404: 'No such article or revision, or not visible to the caller',
    },
  },
  // -------------------------------------------------------------- comments
  {
    method: 'get', path: '/articles/:id/comments', tag: 'Comments', summary: "An article's comments", who: 'Anyone', auth: 'optional', params: ID_OR_SLUG,
    ok: { 200: data('The comments, newest first', z.array(commentShape)) }, errors: { 401: BAD_TOKEN, 404: 'No such article, or not visible to the caller' },
  },
  {
    method: 'post', path: '/articles/:id/comments', tag: 'Comments', summary: 'Comment on an article', who: 'Signed in', auth: 'required', params: ID_OR_SLUG, body: commentSchema,
    ok: { 201: data('The comment', commentShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 404: 'No such article, or not visible to the caller', 429: 'Too many comments from this account or address' },
  },
  {
    method: 'delete', path: '/comments/:id', tag: 'Comments', summary: 'Delete a comment', who: 'Its author, editor, admin', auth: 'required', params: ID,
    ok: { 200: done('Deleted') }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such comment' },
  },
  // ------------------------------------------------------------ authors
  {
    method: 'get', path: '/authors/:slug', tag: 'Authors', summary: "An author page's person: name, photo, biography, role, X handle", who: 'Anyone', auth: 'none',
    params: AUTHOR_SLUG,
    ok: { 200: data('The author', authorProfileShape) }, errors: { 404: 'No such author, or one without a public page (not staff, blocked, or no published article)' },
  },
  {
    method: 'get', path: '/staff', tag: 'Authors', summary: 'The newsroom by name: every staff account that is not blocked, whom an article may credit as a co-author', who: 'Reporter, editor, admin', auth: 'required',
    ok: { 200: data('The staff, by first name', staffListShape) }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  // ------------------------------------------------------------ categories
  {
    method: 'get', path: '/categories', tag: 'Categories', summary: 'Every category, ordered by `order` then name', who: 'Anyone', auth: 'none',
    query: categoryReadParamsSchema,
    ok: { 200: data('The categories', z.array(categoryShape)) }, errors: { 400: "'Unknown language'" },
  },
  {
    method: 'get', path: '/categories/:id', tag: 'Categories', summary: 'One category', who: 'Anyone', auth: 'none', params: ID_OR_SLUG,
    query: categoryReadParamsSchema,
    ok: { 200: data('The category', categoryShape) }, errors: { 400: "'Unknown language'", 404: 'No such category' },
  },
  {
    method: 'post', path: '/categories', tag: 'Categories', summary: 'Create a category', who: 'Editor, admin', auth: 'required', body: categorySchema,
    ok: { 201: data('The category', categoryShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 409: 'The name or slug is taken' },
  },
  {
    method: 'put', path: '/categories/:id', tag: 'Categories', summary: 'Edit a category (send only what changes)', who: 'Editor, admin', auth: 'required', params: ID,
    body: categorySchema.partial(),
    ok: { 200: data('The category', categoryShape) },
    errors: { 400: `${FIELDS} (a parent that would make a cycle is a field error)`, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such category', 409: 'The name or slug is taken' },
  },
  {
    method: 'delete', path: '/categories/:id', tag: 'Categories', summary: 'Delete a category', who: 'Editor, admin', auth: 'required', params: ID,
    ok: { 200: done('Deleted') },
    errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such category', 409: 'It still has articles or subcategories' },
  },
  // ----------------------------------------------------------------- users
  {
    method: 'get', path: '/users', tag: 'Users', summary: 'Every user, newest first', who: 'Admin', auth: 'required',
    ok: { 200: data('The users', z.array(userShape)) }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'put', path: '/users/:id', tag: 'Users', summary: 'Edit a user (send only what changes; a blank password keeps it)',
    who: 'Admin (cannot demote or block themself)', auth: 'required', params: ID, body: userUpdateSchema.in.partial(),
    ok: { 200: data('The user', userShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such user', 409: 'The email is taken' },
  },
  {
    method: 'delete', path: '/users/:id', tag: 'Users', summary: 'Delete a user', who: 'Admin (not themself)', auth: 'required', params: ID,
    ok: { 200: done('Deleted') }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such user' },
  },
  // ------------------------------------------------------- analytics, newsletter
  {
    method: 'get', path: '/analytics/dashboard', tag: 'Analytics', summary: "The newsroom dashboard's figures", who: 'Reporter, editor, admin', auth: 'required',
    ok: { 200: data('The figures', dashboardShape) }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/analytics/overview', tag: 'Analytics',
    summary: "Page views over the range in the newsroom's time zone (hourly for `24h`, daily otherwise), top articles, sources, languages, devices and readers now",
    who: "Editor, admin: every page; a reporter: their own articles' views only", auth: 'required', query: analyticsRangeParamsSchema,
    ok: { 200: data('The figures', analyticsOverviewShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/analytics/articles/:id', tag: 'Analytics', summary: "One article's page views over the range: series, totals, sources",
    who: 'Editor, admin; a reporter for their own articles', auth: 'required', params: { id: "The article's id" }, query: analyticsRangeParamsSchema,
    ok: { 200: data("The article's figures", analyticsArticleShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: "The role may not do this, or the article is another reporter's", 404: 'No such article' },
  },
  {
    method: 'get', path: '/analytics/export', tag: 'Analytics',
    summary: "The range's page views as CSV: a header row, then one line per bucket and article (`bucket_start, local_time, article_id, title, slug, views, visitors`; pages that are no article on a line without an id)",
    who: "Editor, admin; a reporter gets their own articles' lines", auth: 'required', query: analyticsRangeParamsSchema, produces: 'text/csv',
    ok: { 200: { description: 'The CSV file (an attachment)', body: z.string() } }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/analytics/realtime/stream', tag: 'Analytics',
    summary: 'Readers now as Server-Sent Events: an event `readers` (data: the figure, as `realtime` of the overview) at once and every 5 seconds; closed when the session ends',
    who: "Editor, admin; a reporter gets their own articles' readers", auth: 'required', produces: 'text/event-stream',
    ok: { 200: { description: 'The event stream (`private, no-store`)', body: z.string() } },
    errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 429: 'Too many streams open from this address' },
  },
  {
    method: 'post', path: '/analytics/views', tag: 'Analytics', summary: "A reader page's view (its beacon): the page, its article, language, referrer and `utm_*`",
    who: 'Anyone (a reader page sends it with `navigator.sendBeacon`)', auth: 'none', body: pageViewSchema,
    ok: { 204: { description: 'Received, answered at once: counted unless a bot, a prefetch or a newsroom screen; a visitor unless Sec-GPC or DNT is 1', body: null } },
    errors: { 400: FIELDS },
  },
  {
    method: 'post', path: '/newsletter', tag: 'Newsletter', summary: 'Sign up: e-mails a confirmation link (double opt-in)', who: 'Anyone', auth: 'none', body: newsletterSchema,
    ok: { 200: done('A confirmation link is on its way; the same answer (and a new link) for an address already pending, confirmed or unsubscribed') },
    errors: { 400: FIELDS, 429: 'Too many sign-ups from this address' },
  },
  {
    method: 'post', path: '/newsletter/confirm', tag: 'Newsletter', summary: "Confirm a subscription with its e-mailed link's token", who: 'Anyone with the token', auth: 'none', body: newsletterConfirmSchema,
    ok: { 200: done('Confirmed: the address now receives what it chose') },
    errors: { 400: "Invalid input, or 'This confirmation link is invalid or has already been used.'" },
  },
  {
    method: 'get', path: '/newsletter/preferences', tag: 'Newsletter', summary: "A subscriber's choices, read with the token of a newsletter e-mail's links (the unsubscribe token)",
    who: 'Anyone with the token', auth: 'none', query: newsletterPreferencesQuerySchema,
    ok: { 200: data('The address in full, its language, digest, alerts and status', newsletterPreferencesShape) },
    errors: { 400: "'This preferences link is invalid.'" },
  },
  {
    method: 'put', path: '/newsletter/preferences', tag: 'Newsletter', summary: "Change a subscriber's language, digest and alerts; `resubscribe: true` confirms an unsubscribed address again at once",
    who: 'Anyone with the token', auth: 'none', body: newsletterPreferencesSchema,
    ok: { 200: data('The preferences as saved; they apply to the next alert or digest (neither chosen: nothing is sent)', newsletterPreferencesShape) },
    errors: { 400: "Invalid values (field errors), or 'This preferences link is invalid.'" },
  },
  {
    method: 'get', path: '/newsletter/unsubscribe', tag: 'Newsletter', summary: "A newsletter e-mail's unsubscribe link opened in a browser: a page whose button POSTs to the same address (opening it unsubscribes nothing)",
    who: 'Anyone', auth: 'none', query: newsletterUnsubscribeSchema, produces: 'text/html',
    ok: { 200: { description: 'The page', body: z.string() } }, errors: {},
  },
  {
    method: 'post', path: '/newsletter/unsubscribe', tag: 'Newsletter', summary: 'One-click unsubscribe (RFC 8058), the address of `List-Unsubscribe`: unsubscribed at once; again is a quiet success',
    who: 'Anyone with the token', auth: 'none', query: newsletterUnsubscribeSchema,
    ok: { 200: done('Unsubscribed (a browser that asks for HTML gets a page saying so)') },
    errors: { 400: "'This unsubscribe link is invalid.'" },
  },
  {
    method: 'get', path: '/newsletter/subscribers', tag: 'Newsletter', summary: 'The subscribers, newest first, of one state or all, whose address contains `q`; with the count of each state',
    who: 'Admin', auth: 'required', query: subscriberListParamsSchema,
    ok: { 200: data('A page of subscribers and the counts', subscriberListShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/newsletter/subscribers.csv', tag: 'Newsletter',
    summary: 'The subscribers the filters match as CSV: a header row, then `email, status, language, digest, alerts, created_at` (audit action newsletter.export)',
    who: 'Admin', auth: 'required', query: subscriberExportParamsSchema, produces: 'text/csv',
    ok: { 200: { description: 'The CSV file (an attachment)', body: z.string() } }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'get', path: '/newsletter/queue', tag: 'Newsletter', summary: 'The delivery queue, newest first: pending, sent and failed messages (with the reason), the count of each',
    who: 'Admin', auth: 'required', query: queueListParamsSchema,
    ok: { 200: data('A page of messages and the counts', queueListShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'post', path: '/newsletter/queue/:id/retry', tag: 'Newsletter', summary: 'Send a failed message again: back to pending, due now (audit action newsletter.retry)',
    who: 'Admin', auth: 'required', params: { id: "The message's id" },
    ok: { 200: done('Pending again; the sender takes it at once') },
    errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: "'Message not found'", 409: "'Only a failed message can be sent again'" },
  },
  {
    method: 'post', path: '/newsletter/digest/test', tag: 'Newsletter',
    summary: "Send today's digest, as a subscriber in `language` (default English) gets it, to the signed-in admin's own address only (audit action newsletter.test-digest); the day's real digest is not affected",
    who: 'Admin', auth: 'required', body: testDigestSchema,
    ok: { 200: data('Sent', testDigestShape) },
    errors: { 400: "'Unknown language'", 401: BAD_TOKEN, 403: NOT_ALLOWED, 409: "'No story was published in the last day, so there is no digest to send.'", 502: 'The mail server did not take the message' },
  },
  // --------------------------------------------------------------- audit log
  {
    method: 'get', path: '/audit', tag: 'Audit', summary: "The newsroom's activity log, newest first (docs/api.md)", who: 'Admin', auth: 'required',
    query: auditListParamsSchema,
    ok: { 200: data('A page of entries', auditListSchema) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  // ---------------------------------------------------------------- outbox
  {
    method: 'get', path: '/outbox', tag: 'Outbox', summary: 'The e-mails a site without `SMTP_URL` wrote to its outbox, newest first (docs/product.md#outbox)',
    who: 'Admin', auth: 'required', query: paginationParamsSchema,
    ok: { 200: data('A page of messages', outboxListSchema) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: `'${MESSAGES.outboxOff}' (e-mail goes to an SMTP server)` },
  },
  {
    method: 'get', path: '/outbox/:id', tag: 'Outbox', summary: 'One e-mail of the outbox, whole: its HTML and plain-text parts',
    who: 'Admin', auth: 'required', params: { id: "The message's `_id`, from the list" },
    ok: { 200: data('The message', outboxMessageSchema) },
    errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: `'${MESSAGES.outboxMessageNotFound}', or '${MESSAGES.outboxOff}'` },
  },
  // -------------------------------------------------------------- settings
  {
    method: 'get', path: '/settings', tag: 'Settings', summary: "The site's settings the newsroom reads: its time zone (`NEWSROOM_TIME_ZONE`)", who: 'Anyone', auth: 'none',
    ok: { 200: data('The settings', settingsShape) }, errors: {},
  },
  // ------------------------------------------------------------ live coverage
  {
    method: 'get', path: '/live', tag: 'Live', summary: 'The live stories now running (or ended, or all), newest first', who: 'Anyone', auth: 'none',
    query: liveListParamsSchema,
    ok: { 200: data('The stories', z.array(liveStorySummaryShape)) }, errors: { 400: 'A bad query value' },
  },
  {
    method: 'get', path: '/live/:slug', tag: 'Live', summary: 'A live story with a page of its entries (newest first), its pinned entry and key events',
    who: 'Anyone', auth: 'none', params: SLUG, query: liveStoryParamsSchema,
    ok: { 200: data('The story', liveStoryPageShape) }, errors: { 400: 'A bad query value', 404: 'No such live story' },
  },
  {
    method: 'get', path: '/live/:slug/stream', tag: 'Live',
    summary: 'Server-Sent Events of a live story: `entry`, `update`, `delete`, `story`, each with `id:` its sequence number (docs/api.md); a comment line every 15 s',
    who: 'Anyone', auth: 'none', params: SLUG, query: liveStreamParamsSchema, produces: 'text/event-stream',
    ok: { 200: { description: 'The event stream (`private, no-store`, never ends by itself)', body: z.string() } },
    errors: { 400: 'A bad `after` or `Last-Event-ID`', 404: 'No such live story', 429: 'Too many streams open from this address', 502: 'Strapi did not answer' },
  },
  {
    method: 'post', path: '/live', tag: 'Live', summary: 'Start a live story', who: 'Editor, admin', auth: 'required', body: liveStorySchema,
    ok: { 201: data('The story', liveStoryShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED },
  },
  {
    method: 'put', path: '/live/:slug', tag: 'Live', summary: 'End (`{"status":"ended"}`), reopen or edit a live story', who: 'Editor, admin', auth: 'required',
    params: SLUG, body: liveStoryUpdateSchema,
    ok: { 200: data('The story', liveStoryShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such live story' },
  },
  {
    method: 'post', path: '/live/:slug/entries', tag: 'Live', summary: 'Post an entry to a running live story', who: 'Reporter, editor, admin', auth: 'required',
    params: SLUG, body: liveEntrySchema,
    ok: { 201: data('The entry', liveEntryShape) },
    errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such live story', 409: 'The story has ended', 413: 'Body over 150 MB' },
  },
  {
    method: 'put', path: '/live/:slug/entries/:entryId', tag: 'Live', summary: 'Edit an entry, or pin it (`{"pinned":true}`: one pinned entry per story)',
    who: 'Editor, admin', auth: 'required', params: ENTRY, body: liveEntryUpdateSchema,
    ok: { 200: data('The entry', liveEntryShape) }, errors: { 400: FIELDS, 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such live story or entry', 413: 'Body over 150 MB' },
  },
  {
    method: 'delete', path: '/live/:slug/entries/:entryId', tag: 'Live', summary: 'Delete an entry', who: 'Editor, admin', auth: 'required', params: ENTRY,
    ok: { 200: done('Deleted') }, errors: { 401: BAD_TOKEN, 403: NOT_ALLOWED, 404: 'No such live story or entry' },
  },
  // ------------------------------------------------------------ operations
  {
    method: 'get', path: '/health', tag: 'Operations', summary: 'Liveness: the adapters answer (no dependencies asked)', who: 'Anyone', auth: 'none',
    ok: { 200: data('Alive', healthShape) }, errors: {},
  },
  {
    method: 'get', path: '/ready', tag: 'Operations', summary: 'Readiness: Strapi and the database answer', who: 'Anyone', auth: 'none',
    ok: { 200: data('Ready', readyShape) }, errors: { 503: 'Strapi or the database does not answer' },
  },
  {
    method: 'get', path: '/openapi.json', tag: 'Operations', summary: 'This document (OpenAPI 3.1)', who: 'Anyone', auth: 'none',
    ok: { 200: { description: 'The OpenAPI document', body: z.looseObject({ openapi: z.string() }) } }, errors: {},
  },
  {
    method: 'get', path: '/docs', tag: 'Operations', summary: 'This reference as a web page', who: 'Anyone', auth: 'none', produces: 'text/html',
    ok: { 200: { description: 'The reference page', body: z.string() } }, errors: {},
  },
];
