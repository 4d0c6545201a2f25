import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { publicAuthor, publicAuthors } from '../../../authors/public-authors';
import { staffMembers } from '../../../authors/staff';
import { ERROR_MESSAGES } from '@bulletin/contract';

/** Authors whose page is public (docs/product.md#author-pages): all of them (the sitemap), or one by slug. */
export default {
  async find(ctx: Context) {
    ctx.body = { data: await publicAuthors(strapi), meta: {} };
  },

  async findOne(ctx: Context) {
    const slug = String(ctx.params.slug ?? '');
    const author = slug ? await publicAuthor(strapi, slug) : null;
    if (!author) throw new errors.NotFoundError(ERROR_MESSAGES.authorNotFound);
    ctx.body = { data: author, meta: {} };
  },

  /** The newsroom's staff by name (staff only): the co-author picker's choices. */
  async staff(ctx: Context) {
    ctx.body = { data: await staffMembers(strapi), meta: {} };
  },
};
