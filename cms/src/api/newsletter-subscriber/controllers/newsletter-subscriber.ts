import { factories } from '@strapi/strapi';
import { newsletterConfirmSchema, newsletterSchema, newsletterUnsubscribeSchema } from '@bulletin/contract';
import { bodyData } from '../../../requests/input';
import { contractInput } from '../../../requests/contract-input';
import { confirm, subscribe, unsubscribe } from '../../../newsletter/subscriptions';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

/** Double opt-in and one-click unsubscribe (newsletter/subscriptions.ts); every answer is `{}`. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async subscribe(ctx) {
    const { email, ...choices } = contractInput(newsletterSchema, bodyData(ctx.request.body));
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
}));
