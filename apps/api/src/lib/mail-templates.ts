import type { MailMessage } from './mailer';
import { SHOP_CONTACT, SHOP_NAME } from './mailer';

/** What an area's template provides; `layout` adds the shop's greeting, name and contact details. */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text (no HTML); escaped for the HTML part. */
  paragraphs: string[];
  /** An optional call to action shown as a link. */
  action?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Turns content into a plain-text and an HTML e-mail with the shop's signature. */
export function layout(to: string, content: MailContent): MailMessage {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `— ${SHOP_NAME}`,
    SHOP_CONTACT,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1a1a1a">',
    `<h1 style="font-size: 20px">${escapeHtml(SHOP_NAME)}</h1>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.action
      ? [`<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`]
      : []),
    `<hr><p style="font-size: 12px; color: #555">${escapeHtml(SHOP_CONTACT)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${content.subject} | ${SHOP_NAME}`, text, html };
}
