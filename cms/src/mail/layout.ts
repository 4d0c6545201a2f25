/**
 * One layout for every e-mail the site sends, rendering one message both as HTML and as plain text
 * (docs/decisions/0026-email-templates.md): a single column at most 560 px wide with inline styles (mail programs
 * drop style sheets), a clear button for the one thing to do, and the link written out under it for programs
 * that show no buttons. Every text put into the HTML is escaped.
 */
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import { mailTexts } from './texts';

export type Link = { label: string; url: string };

export type MailContent = {
  /** The language the words are in (`<html lang>`, the line under the button); English when not given. */
  language?: Locale;
  subject: string;
  /** A headline above the paragraphs (an alert's article title). */
  heading?: string;
  /** The greeting line and paragraphs before the action. */
  paragraphs: string[];
  /** A list of linked headlines, each with a line under it (the digest's stories), after the paragraphs. */
  stories?: Array<{ title: string; summary?: string; url: string }>;
  /** The one thing the reader is asked to do: a button (HTML) and the address written out (both parts). */
  action?: Link;
  /** Paragraphs after the action (how long a link works, what to do if this was not you). */
  after?: string[];
  /** Small print at the foot of the message, with optional links (unsubscribe, preferences). */
  footer?: { text: string; links?: Link[] };
};

export type RenderedMail = { subject: string; html: string; text: string };

const SITE_NAME = 'Bulletin';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1a1a1a">${escapeHtml(text)}</p>`;

function actionHtml(action: Link, language: Locale): string {
  const url = escapeHtml(action.url);
  return [
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#b80000;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:4px">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#555555;word-break:break-all">${escapeHtml(mailTexts(language).buttonFallback)} <a href="${url}" style="color:#b80000">${url}</a></p>`,
  ].join('');
}

function storyHtml(story: NonNullable<MailContent['stories']>[number]): string {
  const summary = story.summary ? `<br><span style="font-size:15px;color:#444444">${escapeHtml(story.summary)}</span>` : '';
  return `<p style="margin:0 0 20px;font-size:17px;line-height:1.4"><a href="${escapeHtml(story.url)}" style="color:#1a1a1a;font-weight:bold">${escapeHtml(story.title)}</a>${summary}</p>`;
}

function footerHtml(footer: NonNullable<MailContent['footer']>): string {
  const links = (footer.links ?? []).map((link) => `<a href="${escapeHtml(link.url)}" style="color:#555555">${escapeHtml(link.label)}</a>`);
  return `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #dddddd;font-size:12px;line-height:1.5;color:#666666">${escapeHtml(footer.text)}${links.length ? `<br>${links.join(' · ')}` : ''}</p>`;
}

export function renderMail(content: MailContent): RenderedMail {
  const language = content.language ?? DEFAULT_LOCALE;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4;${FONT}">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    `<div style="font-size:22px;font-weight:bold;color:#b80000;margin:0 0 24px">${SITE_NAME}</div>`,
    '<div style="background:#ffffff;padding:24px;border-radius:4px">',
    content.heading ? `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1a1a1a">${escapeHtml(content.heading)}</h1>` : '',
    ...content.paragraphs.map(paragraph),
    ...(content.stories ?? []).map(storyHtml),
    content.action ? actionHtml(content.action, language) : '',
    ...(content.after ?? []).map(paragraph),
    content.footer ? footerHtml(content.footer) : '',
    '</div></div></body></html>',
  ].join('\n');

  const text = [
    ...(content.heading ? [content.heading] : []),
    ...content.paragraphs,
    ...(content.stories ?? []).map((story) => [story.title, story.summary, story.url].filter(Boolean).join('\n')),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.after ?? []),
    ...(content.footer ? ['--', content.footer.text, ...(content.footer.links ?? []).map((link) => `${link.label}: ${link.url}`)] : []),
  ].join('\n\n');

  return { subject: content.subject, html, text: `${text}\n` };
}
