import { Router, type Response } from 'express';
import { ERROR_MESSAGES, forgotPasswordSchema, isStaff, loginSchema, ownProfileSchema, PROFILE_MESSAGES, registerSchema, resetPasswordSchema } from '@bulletin/contract';
import { adminUserCreateSchema, roleFromStrapiType } from '@bulletin/contract';
import { parseOrThrow } from '../http/validate.js';
import { adminUserInputToStrapi, ownAccountFromStrapi, registerInputToStrapi, userFromStrapi } from '../translate/user.js';
import type { StrapiUser } from '../translate/types.js';
import type { StrapiClient } from '../strapi/client.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import { roleIdFor } from '../strapi/role-ids.js';
import { send } from '../http/route.js';
import { resolveAvatar } from '../strapi/images.js';
import { updateInput, type UpdateOf } from './write-input.js';

type Session = { jwt: string; user: StrapiUser };

/** The signed-in caller's own account, with their role. */
const me = async (strapi: StrapiClient) => (await strapi.get<{ data: StrapiUser }>('/session/me')).data;

/**
 * PUT /auth/me: one's own public profile (docs/product.md#author-pages). Staff only: a reader has no author page
 * (403 before the body is judged); the body is laid over the stored profile, so it may send only what changes.
 */
const ownProfileUpdate: UpdateOf<StrapiUser, typeof ownProfileSchema> = {
  read: async (strapi) => {
    const caller = await me(strapi);
    if (!isStaff(roleFromStrapiType(caller.role?.type))) throw new ForbiddenError(PROFILE_MESSAGES.staffOnly);
    return caller;
  },
  stored: (u) => ({ bio: u.bio ?? '', xHandle: u.xHandle ?? null, avatar: u.avatar ?? null }),
  schema: ownProfileSchema,
};

function signedIn(res: Response, token: string | null, user: StrapiUser, status = 200) {
  const shaped = userFromStrapi(user);
  send(res, { token, user: shaped }, status, { token, user: shaped });
}

/**
 * Sign-in, sign-up, the current user and sign-out, over Strapi's users-permissions. The sign-in and sign-up
 * limits live in Strapi (cms/src/accounts/sign-in-throttle.ts), keyed on the address forwarded here; its 429
 * comes back as the envelope. An admin creating accounts goes through Strapi's user API, outside those limits.
 */
export function authRoutes(): Router {
  const router = Router();

  router.post('/auth/register', async (req, res) => {
    const { strapi } = res.locals;
    const caller = strapi.token ? await me(strapi) : null;
    if (caller?.role?.type === 'admin') {
      // An admin creating an account from the user form: any role, no terms or confirmation needed.
      const input = parseOrThrow(adminUserCreateSchema, req.body);
      const roleId = await roleIdFor(strapi, input.role);
      const created = await strapi.post<StrapiUser>('/users', adminUserInputToStrapi(input, roleId));
      const user = await strapi.get<StrapiUser>(`/users/${created.id}`, { populate: { role: { fields: ['type'] } } });
      signedIn(res, null, user, 201);
      return;
    }
    // Anyone else: always role `user`, whatever the body says (Strapi registers with its default role).
    const input = parseOrThrow(registerSchema, req.body);
    const session = await strapi.as(null).post<Session>('/auth/local/register', registerInputToStrapi(input));
    signedIn(res, session.jwt, await me(strapi.as(session.jwt)), 201);
  });

  router.post('/auth/login', async (req, res) => {
    const { strapi } = res.locals;
    const input = parseOrThrow(loginSchema, req.body);
    let session: Session;
    try {
      session = await strapi.as(null).post<Session>('/auth/local', {
        identifier: input.email,
        password: input.password,
        remember: input.remember === true,
      });
    } catch (error) {
      if (error instanceof UnauthorizedError || (error as { status?: number }).status === 400) {
        throw new UnauthorizedError(ERROR_MESSAGES.signInFailed);
      }
      throw error;
    }
    signedIn(res, session.jwt, await me(strapi.as(session.jwt)));
  });

  // Password reset (docs/product.md#password-reset): Strapi checks, counts and sends; the same answer for every address.
  router.post('/auth/forgot-password', async (req, res) => {
    const input = parseOrThrow(forgotPasswordSchema, req.body);
    const answer = await res.locals.strapi.as(null).post<{ data: { message: string } }>('/password-reset/request', { data: input });
    send(res, { message: answer.data.message });
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { strapi } = res.locals;
    const input = parseOrThrow(resetPasswordSchema, req.body);
    const answer = await strapi.as(null).post<{ data: { jwt: string } }>('/password-reset/complete', { data: input });
    signedIn(res, answer.data.jwt, await me(strapi.as(answer.data.jwt)));
  });

  router.get('/auth/me', async (_req, res) => {
    send(res, ownAccountFromStrapi(await me(res.locals.strapi.signedIn())));
  });

  router.put('/auth/me', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { current, input } = await updateInput(strapi, ownProfileUpdate, req.body);
    const avatar = await resolveAvatar(strapi, input.avatar, current.avatar ?? null);
    const saved = await strapi.put<{ data: StrapiUser }>('/session/me', { data: { bio: input.bio, xHandle: input.xHandle, avatar } });
    send(res, ownAccountFromStrapi(saved.data));
  });

  router.post('/auth/logout', async (_req, res) => {
    await res.locals.strapi.signedIn().post('/session/logout');
    send(res, {});
  });

  return router;
}
