import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isEmailAddress, MESSAGES } from '@bulletin/contract';
import { bodyData } from '../../../requests/input';
import { queryOf } from '../../../db/queries';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Stores an address once; signing up again is a quiet success (no address list can be probed). */
  async subscribe(ctx) {
    const raw = bodyData(ctx.request.body).email;
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) {
      throw new errors.ValidationError(MESSAGES.emailInvalid, { errors: [{ path: ['email'], message: MESSAGES.emailInvalid }] });
    }
    const existing = await queryOf(strapi, UID).findOne({ where: { email } });
    if (!existing) {
      try {
        await strapi.documents(UID).create({ data: { email } });
      } catch (error) {
        // A concurrent sign-up of the same address won the unique index: still one row.
        if (!(await queryOf(strapi, UID).findOne({ where: { email } }))) throw error;
      }
    }
    ctx.body = { data: {}, meta: {} };
  },
}));
