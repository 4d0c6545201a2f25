/**
 * The newsroom's role matrix (docs/product.md#role-matrix): which Strapi content-API actions each role may call.
 * Strapi's `authenticated` role is Bulletin's `user` (docs/product.md#roles). Finer rules (a reporter's own drafts, no self-demotion)
 * live in the policies; this list decides who may reach a route at all.
 */
import { ROLES, roleFromStrapiType, roleToStrapiType, type StrapiRoleType } from '@bulletin/contract';

/** Strapi's role types: the contract's roles' (`authenticated` is `user`) and `public` (no token). */
export type RoleType = StrapiRoleType;
export const ROLE_TYPES: readonly RoleType[] = ['public', ...ROLES.map(roleToStrapiType)];

const readerPublic = [
  'api::article.article.find',
  'api::article.article.findOne',
  'api::article.article.view',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::comment.comment.findForArticle',
  'api::newsletter-subscriber.newsletter-subscriber.subscribe',
  'api::newsletter-subscriber.newsletter-subscriber.confirm',
  'api::newsletter-subscriber.newsletter-subscriber.unsubscribe',
  'api::newsletter-subscriber.newsletter-subscriber.preferences',
  'api::newsletter-subscriber.newsletter-subscriber.updatePreferences',
  'api::sitemap.sitemap.pages',
  'api::sitemap.sitemap.articles',
  'api::sitemap.sitemap.news',
  'api::sitemap.sitemap.feed',
  'api::sitemap.sitemap.categories',
  // Old WordPress links (imported posts) → the article's slug, for the adapters' 301s.
  'api::redirect.redirect.wordpress',
  'api::sitemap.sitemap.live',
  // Author pages: the authors whose page is public, and one author's profile.
  'api::author.author.find',
  'api::author.author.findOne',
  // The latest corrections across the site (of public articles only).
  'api::article.article.corrections',
  // Live coverage: the stories, a story with its entries, what changed after a sequence number (the adapters' hub).
  'api::live-story.live-story.find',
  'api::live-story.live-story.findOne',
  'api::live-story.live-story.changes',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.register',
  // Password reset: Bulletin's own (accounts/password-reset.ts), not Strapi's closed routes below.
  'api::password-reset.password-reset.request',
  'api::password-reset.password-reset.complete',
];

const signedIn = [
  ...readerPublic,
  'api::article.article.like',
  'api::comment.comment.createForArticle',
  'api::comment.comment.delete',
  'api::session.session.me',
  'api::session.session.logout',
];

const staff = [
  ...signedIn,
  // The newsroom's staff by name: whom an article may credit as a co-author.
  'api::author.author.staff',
  // One's own public profile: biography, X handle, photo (docs/product.md#author-pages).
  'api::session.session.updateProfile',
  'api::article.article.create',
  'api::article.article.update',
  'api::article.article.delete',
  'api::analytics.analytics.dashboard',
  // Page-view figures: a reporter's answers hold only their own articles (analytics/figures.ts).
  'api::analytics.analytics.overview',
  'api::analytics.analytics.article',
  'api::analytics.analytics.export',
  'api::analytics.analytics.realtime',
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  // An article's revisions: read and restore (who may edit the article: the controller's check).
  'api::article-revision.article-revision.find',
  'api::article-revision.article-revision.findOne',
  'api::article-revision.article-revision.restore',
  // Live coverage: every staff member posts entries to a running live story.
  'api::live-story.live-story.createEntry',
];

/** Live coverage: start, end and edit a live story; edit, delete and pin its entries. */
const liveManagement = [
  'api::live-story.live-story.create',
  'api::live-story.live-story.update',
  'api::live-story.live-story.updateEntry',
  'api::live-story.live-story.deleteEntry',
];

/** Corrections of published articles: attach one, change one (docs/product.md#corrections). */
const correctionManagement = ['api::article.article.addCorrection', 'api::article.article.editCorrection'];

const categoryManagement = [
  'api::category.category.create',
  'api::category.category.update',
  'api::category.category.delete',
];

const userManagement = [
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
  'plugin::users-permissions.user.count',
  'plugin::users-permissions.user.create',
  'plugin::users-permissions.user.update',
  'plugin::users-permissions.user.destroy',
  'plugin::users-permissions.role.find',
  // The audit log (read only: no role may write it; audit/audit-log.ts writes it).
  'api::audit-entry.audit-entry.find',
];

/** The newsletter desk (docs/product.md#newsletter-desk): subscribers, their export, the delivery queue, a test digest. */
const newsletterManagement = [
  'api::newsletter-subscriber.newsletter-subscriber.subscribers',
  'api::newsletter-subscriber.newsletter-subscriber.exportSubscribers',
  'api::newsletter-subscriber.newsletter-subscriber.queue',
  'api::newsletter-subscriber.newsletter-subscriber.retry',
  'api::newsletter-subscriber.newsletter-subscriber.testDigest',
];

/** The outbox of a site that sends no e-mail (docs/product.md#outbox): what it would have sent, read only. */
const outboxReading = ['api::outbox.outbox.find', 'api::outbox.outbox.findOne'];

export const ROLE_PERMISSIONS: Record<RoleType, string[]> = {
  public: readerPublic,
  authenticated: signedIn,
  reporter: staff,
  editor: [...staff, ...categoryManagement, ...liveManagement, ...correctionManagement],
  admin: [...staff, ...categoryManagement, ...liveManagement, ...correctionManagement, ...userManagement, ...newsletterManagement, ...outboxReading],
};

/**
 * Strapi's own account routes the product does not use (its password reset stores the token in clear and never
 * expires it, so the site has its own; no e-mail confirmation, no third-party sign-in, no refresh tokens). Strapi grants them to the public role by default; they are taken away at every start, because they
 * answer differently for known and unknown e-mails and widen what an outsider can reach.
 */
export const CLOSED_ACTIONS: Partial<Record<RoleType, string[]>> = {
  public: [
    'plugin::users-permissions.auth.connect',
    'plugin::users-permissions.auth.forgotPassword',
    'plugin::users-permissions.auth.resetPassword',
    'plugin::users-permissions.auth.emailConfirmation',
    'plugin::users-permissions.auth.sendEmailConfirmation',
    'plugin::users-permissions.auth.refresh',
  ],
};

type MaybeUser = { id?: number | string; role?: { type?: string | null } | null } | null | undefined;

export function roleOf(user: MaybeUser): RoleType {
  return user ? roleToStrapiType(roleFromStrapiType(user.role?.type)) : 'public';
}
