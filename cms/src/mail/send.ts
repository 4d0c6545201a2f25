import type { Core } from '@strapi/strapi';
import type { MailConfig } from '../../config/mail';
import { renderMail, type MailContent } from './layout';

/**
 * Sends one message through Strapi's email plugin (config/plugins.ts: SMTP_URL's server, else the outbox), its
 * HTML and plain-text parts rendered from one content (mail/layout.ts). Messages are in English for now: the
 * site has no reader preference of language to choose another yet.
 */
export async function sendMail(strapi: Core.Strapi, to: string, content: MailContent, headers?: Record<string, string>, messageId?: string) {
  const { subject, html, text } = renderMail(content);
  await strapi.plugin('email').service('email').send({ to, subject, html, text, headers, ...(messageId ? { messageId } : {}) });
}

/** An address on the site (PUBLIC_URL) with its query. */
export function siteLink(strapi: Core.Strapi, pathname: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${strapi.config.get<MailConfig>('mail').publicUrl}${pathname}${search ? `?${search}` : ''}`;
}
