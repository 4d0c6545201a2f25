import type { Core } from '@strapi/strapi';
import { MESSAGES, type Locale } from '@bulletin/contract';
import type { NewsroomConfig } from '../../config/newsroom';
import { queryOf } from '../db/queries';
import { sendMail } from '../mail/send';
import { digestMessage, digestStories } from './daily-digest';
import { newsroomDay } from './newsroom-day';

/**
 * A test digest (docs/product.md#newsletter-desk): today's digest as a subscriber in `language` (the newsroom's, as
 * the admin reads it) would get it, sent at once to the signed-in admin's own address and to no one else. It passes by the queue and the record of days queued
 * (newsletter/daily-digest.ts), so the day's real digest still goes out. Its links carry no subscriber's token (the
 * admin is none). A day with no story has no digest (subscribers get none either): a 409 saying so.
 */
const USER = 'plugin::users-permissions.user';
const TEST_TOKEN = 'test-digest';

export async function sendTestDigest(strapi: Core.Strapi, userId: number, language: Locale, conflict: (message: string) => never): Promise<{ sentTo: string }> {
  const user = await queryOf(strapi, USER).findOne({ where: { id: userId }, select: ['email'] });
  const to = user?.email ?? '';
  const now = Date.now();
  const stories = await digestStories(strapi, now)(language);
  if (!stories.length) conflict(MESSAGES.digestEmpty);
  const { day } = newsroomDay(now, strapi.config.get<NewsroomConfig>('newsroom').timeZone);
  const message = digestMessage(strapi, { to, day, stories, language, unsubscribeToken: TEST_TOKEN });
  await sendMail(strapi, message.to, message.content, message.headers);
  return { sentTo: to };
}
