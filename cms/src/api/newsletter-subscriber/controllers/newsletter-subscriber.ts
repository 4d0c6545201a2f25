import { factories } from '@strapi/strapi';
import {
  newsletterConfirmSchema,
  newsletterPreferencesQuerySchema,
  newsletterPreferencesSchema,
  newsletterSchema,
  newsletterUnsubscribeSchema,
  queueListParamsSchema,
  subscriberExportParamsSchema,
  subscriberListParamsSchema,
  testDigestSchema,
  DEFAULT_LOCALE,
} from '@bulletin/contract';
import { signedIn } from '../../../access/caller';
import { recordNewsletterAction } from '../../../audit/audit-log';
import { listQueue, retryFailed } from '../../../mail/queue-desk';
import { exportSubscribers, listSubscribers } from '../../../newsletter/subscriber-list';
import { sendTestDigest } from '../../../newsletter/test-digest';
import { bodyData } from '../../../requests/input';
import { contractInput } from '../../../requests/contract-input';
import { confirm, subscribe, unsubscribe } from '../../../newsletter/subscriptions';
import { readPreferences, updatePreferences } from '../../../newsletter/preferences';
import { signInThrottle } from '../../../accounts/sign-in-throttle';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

/**
 * Double opt-in and one-click unsubscribe (newsletter/subscriptions.ts), every answer `{}`; a subscriber's preferences
 * (newsletter/preferences.ts); the newsletter desk's reads and acts, admins only by the role matrix
 * (docs/product.md#newsletter-desk), each act recorded in the audit log.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async subscribe(ctx) {
    const { email, ...choices } = contractInput(newsletterSchema, bodyData(ctx.request.body));
    await signInThrottle(strapi).newsletterSignUp(email);
    await subscribe(strapi, email, choices);
    ctx.body = { data: {}, meta: {} };
  },

  async confirm(ctx) {
    await confirm(strapi, contractInput(newsletterConfirmSchema, bodyData(ctx.request.body)).token);
    ctx.body = { data: {}, meta: {} };
  },

  async unsubscribe(ctx) {
    await unsubscribe(strapi, contractInput(newsletterUnsubscribeSchema, bodyData(ctx.request.body)).token);
    ctx.body = { data: {}, meta: {} };
  },

  /** POST, so the token travels in the body, not in Strapi's logged address. */
  async preferences(ctx) {
    ctx.body = { data: await readPreferences(strapi, contractInput(newsletterPreferencesQuerySchema, bodyData(ctx.request.body)).token), meta: {} };
  },

  async updatePreferences(ctx) {
    ctx.body = { data: await updatePreferences(strapi, contractInput(newsletterPreferencesSchema, bodyData(ctx.request.body))), meta: {} };
  },

  async subscribers(ctx) {
    ctx.body = { data: await listSubscribers(strapi, contractInput(subscriberListParamsSchema, ctx.query)), meta: {} };
  },

  async exportSubscribers(ctx) {
    const params = contractInput(subscriberExportParamsSchema, ctx.query);
    const rows = await exportSubscribers(strapi, params);
    const filters = [params.status ?? 'all', ...(params.q ? [`"${params.q}"`] : [])].join(', ');
    recordNewsletterAction(strapi, 'newsletter.export', 'subscribers', `${rows.length} subscribers (${filters})`);
    ctx.body = { data: rows, meta: {} };
  },

  async queue(ctx) {
    ctx.body = { data: await listQueue(strapi, contractInput(queueListParamsSchema, ctx.query)), meta: {} };
  },

  async retry(ctx) {
    const id = String(ctx.params.id ?? '');
    const { recipient } = await retryFailed(strapi, id, (message) => ctx.throw(409, message));
    recordNewsletterAction(strapi, 'newsletter.retry', id, recipient ?? '');
    ctx.body = { data: {}, meta: {} };
  },

  async testDigest(ctx) {
    const { language } = contractInput(testDigestSchema, bodyData(ctx.request.body));
    const sent = await sendTestDigest(strapi, signedIn(ctx.state.user).id, language ?? DEFAULT_LOCALE, (message) => ctx.throw(409, message));
    recordNewsletterAction(strapi, 'newsletter.test-digest', 'digest', sent.sentTo);
    ctx.body = { data: sent, meta: {} };
  },
}));
