/**
 * The package as an e-mail: the staff's body (with the member's first name), the items
 * grouped by type in the panel's order, each with its title, reason and link, then the
 * footer. Plain text first; the HTML twin escapes every piece of text it shows.
 */
import escapeHtml from 'escape-html';
import { RECOMMENDATION_TYPE_LABELS, RECOMMENDATION_TYPES } from '../../contract/recommendation-types';
import type { MailContent } from '../mail/templates';
import type { SentPackageItem } from './schema';

/** The screens' headings, but a member reads of their reports, not of agents. */
const HEADINGS = { ...RECOMMENDATION_TYPE_LABELS, agent_report: 'Career reports' };

export interface PackageMailInput {
  subject: string;
  body: string;
  footer: string;
  firstName: string;
  items: readonly SentPackageItem[];
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

const htmlParagraph = (text: string, style = '') =>
  `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function byType(items: readonly SentPackageItem[]) {
  return RECOMMENDATION_TYPES.map((type) => ({
    heading: HEADINGS[type],
    items: items.filter((item) => item.type === type),
  })).filter((section) => section.items.length > 0);
}

export function packageMail(input: PackageMailInput): MailContent {
  // A function replacement, so a name with `$&` in it is taken literally.
  const body = input.body.replaceAll('{first_name}', () => input.firstName);
  const sections = byType(input.items);
  const textSections = sections.map(
    (section) =>
      `${section.heading}\n${section.items
        .map((item) => `- ${item.title}\n  ${item.reason}${item.url ? `\n  ${item.url}` : ''}`)
        .join('\n')}`,
  );
  const text = [body, ...textSections, input.footer.trim()].filter(Boolean).join('\n\n');

  const htmlSections = sections.map((section) => {
    const entries = section.items.map((item) => {
      const title = item.url
        ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>`
        : `<strong>${escapeHtml(item.title)}</strong>`;
      return `<li style="margin-bottom:8px">${title}<br><span style="color:#555">${escapeHtml(item.reason)}</span></li>`;
    });
    return `<h3>${escapeHtml(section.heading)}</h3><ul>${entries.join('')}</ul>`;
  });
  const footer = paragraphs(input.footer).map((part) => htmlParagraph(part, 'color:#555;font-size:13px'));
  const html =
    '<!doctype html><html><body style="font-family:sans-serif">' +
    paragraphs(body)
      .map((part) => htmlParagraph(part))
      .join('') +
    htmlSections.join('') +
    footer.join('') +
    '</body></html>';
  return { subject: input.subject, text, html };
}
