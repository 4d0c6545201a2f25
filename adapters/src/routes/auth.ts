import { Router } from 'express';
import { loginSchema, registerSchema } from '@bulletin/contract';
import { adminUserCreateSchema } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';
import { adminUserInputToStrapi, registerInputToStrapi, userFromStrapi } from '../translate/user.js';
import type { StrapiUser } from '../translate/types.js';
import { UnauthorizedError } from '../errors.js';
import { roleIdFor } from '../roles.js';
import { bearer, clientIp, requireToken, send, type Deps } from '../http.js';

type Session = { jwt: string; user: StrapiUser };

/**
 * Sign-in, sign-up, the current user and sign-out, over Strapi's users-permissions. The sign-in and sign-up
 * limits live in Strapi (cms/src/bulletin/sign-in-throttle.ts), keyed on the address forwarded here; its 429
 * comes back as the envelope. An admin creating accounts goes through Strapi's user API, outside those limits.
 */
export function authRoutes(deps: Deps): Router {
  const { strapi } = deps;
  const router = Router();

  const me = async (token: string, ip?: string) =>
    (await strapi<{ data: StrapiUser }>({ path: '/session/me', token, clientIp: ip })).data;

  const signedIn = (res: Parameters<typeof send>[0], token: string | null, user: StrapiUser, status = 200) => {
    const shaped = userFromStrapi(user);
    send(res, { token, user: shaped }, status, { token, user: shaped });
  };

  router.post('/auth/register', async (req, res) => {
    const token = bearer(req);
    const caller = token ? await me(token, clientIp(req)) : null;
    if (caller?.role?.type === 'admin' && token) {
      // An admin creating an account from the user form: any role, no terms or confirmation needed.
      const input = parseOrThrow(adminUserCreateSchema, req.body);
      const roleId = await roleIdFor(deps, token, input.role);
      const created = await strapi<StrapiUser>({ method: 'POST', path: '/users', body: adminUserInputToStrapi(input, roleId), token, clientIp: clientIp(req) });
      const user = await strapi<StrapiUser>({ path: `/users/${created.id}`, query: { populate: { role: { fields: ['type'] } } }, token, clientIp: clientIp(req) });
      signedIn(res, null, user, 201);
      return;
    }
    // Anyone else: always role `user`, whatever the body says (Strapi registers with its default role).
    const input = parseOrThrow(registerSchema, req.body);
    const session = await strapi<Session>({ method: 'POST', path: '/auth/local/register', body: registerInputToStrapi(input), clientIp: clientIp(req) });
    signedIn(res, session.jwt, await me(session.jwt, clientIp(req)), 201);
  });

  router.post('/auth/login', async (req, res) => {
    const input = parseOrThrow(loginSchema, req.body);
    let session: Session;
    try {
      session = await strapi<Session>({
        method: 'POST',
        path: '/auth/local',
        body: { identifier: input.email, password: input.password, remember: input.remember === true },
        clientIp: clientIp(req),
      });
    } catch (error) {
      if (error instanceof UnauthorizedError || (error as { status?: number }).status === 400) {
        throw new UnauthorizedError('Invalid email or password');
      }
      throw error;
    }
    signedIn(res, session.jwt, await me(session.jwt, clientIp(req)));
  });

  router.get('/auth/me', async (req, res) => {
    send(res, userFromStrapi(await me(requireToken(req), clientIp(req))));
  });

  router.post('/auth/logout', async (req, res) => {
    const token = requireToken(req);
    await strapi({ method: 'POST', path: '/session/logout', token, clientIp: clientIp(req) });
    send(res, {});
  });

  return router;
}
