import { Router } from 'express';
import { userUpdateSchema } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';
import { userFromStrapi, userUpdateToStrapi } from '../translate/user.js';
import type { StrapiUser } from '../translate/types.js';
import { clientIp, param, requireToken, send, type Deps } from '../http.js';
import { roleIdFor } from '../roles.js';

/** User management (admins only: Strapi's role matrix grants these actions to the admin role alone). */
export function userRoutes(deps: Deps): Router {
  const { strapi } = deps;
  const router = Router();

  router.get('/users', async (req, res) => {
    const token = requireToken(req);
    const users = await strapi<StrapiUser[]>({
      path: '/users',
      query: { populate: { role: { fields: ['type', 'name'] } }, sort: ['createdAt:desc'], pagination: { pageSize: 1000 } },
      token,
      clientIp: clientIp(req),
    });
    send(res, users.map((u) => userFromStrapi(u)));
  });

  router.put('/users/:id', async (req, res) => {
    const token = requireToken(req);
    const path = `/users/${param(req, 'id')}`;
    const current = await strapi<StrapiUser>({ path, query: { populate: { role: { fields: ['type'] } } }, token, clientIp: clientIp(req) });
    const stored = {
      firstName: current.firstName ?? '',
      lastName: current.lastName ?? '',
      email: current.email,
      role: userFromStrapi(current).role,
      bio: current.bio ?? '',
    };
    const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
    const input = parseOrThrow(userUpdateSchema, { ...stored, ...body });
    const roleId = await roleIdFor(deps, token, input.role);
    await strapi({ method: 'PUT', path, body: userUpdateToStrapi(input, roleId), token, clientIp: clientIp(req) });
    const updated = await strapi<StrapiUser>({ path, query: { populate: { role: { fields: ['type'] } } }, token, clientIp: clientIp(req) });
    send(res, userFromStrapi(updated));
  });

  router.delete('/users/:id', async (req, res) => {
    const token = requireToken(req);
    await strapi({ method: 'DELETE', path: `/users/${param(req, 'id')}`, token, clientIp: clientIp(req) });
    send(res, {});
  });

  return router;
}
