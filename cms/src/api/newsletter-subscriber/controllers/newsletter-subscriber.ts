import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isEmailAddress, MESSAGES } from '@bulletin/contract';
import { documentsOf } from '../../../db/documents';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Stores an address once; signing up again is a quiet success (no address list can be probed). */
  async subscribe(ctx) {
    const raw = (ctx.request.body as { data?: { email?: unknown } })?.data?.email;
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) {
      throw new errors.ValidationError(MESSAGES.emailInvalid, { errors: [{ path: ['email'], message: MESSAGES.emailInvalid }] });
    }
    const existing = await strapi.db.query(UID).findOne({ where: { email } });
    if (!existing) {
      try {
        await documentsOf(strapi, UID).create({ data: { email } });
      } catch (error) {
        // A concurrent sign-up of the same address won the unique index: still one row.
        if (!(await strapi.db.query(UID).findOne({ where: { email } }))) throw error;
      }
    }
    ctx.body = { data: {}, meta: {} };
  },
}));
