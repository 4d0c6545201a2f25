import { Router } from 'express';
import { userUpdateSchema } from '@bulletin/contract';
import { userFromStrapi, userUpdateToStrapi } from '../translate/user.js';
import type { StrapiUser } from '../translate/types.js';
import type { StrapiClient } from '../strapi/client.js';
import { param, send } from '../http/route.js';
import { roleIdFor } from '../strapi/role-ids.js';
import { updateInput, type UpdateOf } from './write-input.js';

const WITH_ROLE = { populate: { role: { fields: ['type'] } } };
const readUser = (strapi: StrapiClient, path: string) => strapi.get<StrapiUser>(path, WITH_ROLE);

/** PUT /users/:id: the account (admins only, by Strapi's role matrix), its form fields, the user schema. */
const userUpdate = (path: string): UpdateOf<StrapiUser, typeof userUpdateSchema> => ({
  read: (strapi) => readUser(strapi, path),
  stored: (u) => ({
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email,
    role: userFromStrapi(u).role,
    bio: u.bio ?? '',
  }),
  schema: userUpdateSchema,
});

/** User management (admins only: Strapi's role matrix grants these actions to the admin role alone). */
export function userRoutes(): Router {
  const router = Router();

  router.get('/users', async (_req, res) => {
    const users = await res.locals.strapi.signedIn().get<StrapiUser[]>('/users', {
      populate: { role: { fields: ['type', 'name'] } },
      sort: ['createdAt:desc'],
      pagination: { pageSize: 1000 },
    });
    send(res, users.map((u) => userFromStrapi(u)));
  });

  router.put('/users/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const path = `/users/${param(req, 'id')}`;
    const { input } = await updateInput(strapi, userUpdate(path), req.body);
    const roleId = await roleIdFor(strapi, input.role);
    await strapi.put(path, userUpdateToStrapi(input, roleId));
    send(res, userFromStrapi(await readUser(strapi, path)));
  });

  router.delete('/users/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    await strapi.delete(`/users/${param(req, 'id')}`);
    send(res, {});
  });

  return router;
}
