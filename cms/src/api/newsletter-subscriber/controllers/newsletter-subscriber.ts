import { factories } from '@strapi/strapi';
import { newsletterConfirmSchema, newsletterPreferencesQuerySchema, newsletterPreferencesSchema, newsletterSchema, newsletterUnsubscribeSchema } from '@bulletin/contract';
import { bodyData } from '../../../requests/input';
import { contractInput } from '../../../requests/contract-input';
import { confirm, subscribe, unsubscribe } from '../../../newsletter/subscriptions';
import { readPreferences, updatePreferences } from '../../../newsletter/preferences';
import { signInThrottle } from '../../../accounts/sign-in-throttle';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

/** Double opt-in and one-click unsubscribe (newsletter/subscriptions.ts), every answer `{}`; a subscriber's preferences (newsletter/preferences.ts). */
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
}));
