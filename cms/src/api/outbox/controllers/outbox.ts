import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { DEFAULT_PAGE_SIZE, MESSAGES, paginationParamsSchema } from '@bulletin/contract';
import type { MailConfig } from '../../../../config/mail';
import { listOutbox, readOutboxMessage } from '../../../mail/outbox-reader';
import { contractInput } from '../../../requests/contract-input';

/** The outbox's folder, or a 404 when e-mail goes to an SMTP server and there is no outbox to read. */
function outboxDir(): string {
  const { smtpUrl, outboxDir: dir } = strapi.config.get<MailConfig>('mail');
  if (smtpUrl) throw new errors.NotFoundError(MESSAGES.outboxOff);
  return dir;
}

export default {
  async find(ctx: Context) {
    const dir = outboxDir();
    const { page = 1, limit = DEFAULT_PAGE_SIZE } = contractInput(paginationParamsSchema, ctx.query);
    const { messages, total } = await listOutbox(dir, page, limit);
    ctx.body = { data: messages, meta: { pagination: { page, pageSize: limit, pageCount: Math.ceil(total / limit), total } } };
  },

  async findOne(ctx: Context) {
    const message = await readOutboxMessage(outboxDir(), String(ctx.params.id));
    if (!message) throw new errors.NotFoundError(MESSAGES.outboxMessageNotFound);
    ctx.body = { data: message, meta: {} };
  },
};
