import { splitRecipients } from '@tessera/core';
import type { MailMessage } from './delivery/email.js';
import type { WebhookPayload } from './delivery/webhook.js';
import type { ReportContent, ScheduleForRun } from './report-run-types.js';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Superset's subject: '[Report] name' or '[Alert] name'. */
export const reportSubject = (s: ScheduleForRun): string => `[${s.type}] ${s.name}`;

/**
 * Superset's EmailNotification body: the description, the link back ('Explore in Tessera'), the
 * screenshot inline (cid) or the TEXT table; files attached.
 */
export const reportMail = (
  s: ScheduleForRun,
  content: ReportContent,
  recipient: { target: string; ccTarget?: string; bccTarget?: string },
): MailMessage => {
  const inline = content.files.filter((f) => f.inline);
  const images = inline.map(
    (f, i) => `<img src="cid:report-${i}" alt="${escapeHtml(f.filename)}" style="max-width:100%">`,
  );
  const html = [
    s.description ? `<p>${escapeHtml(s.description)}</p>` : '',
    `<p><a href="${escapeHtml(content.url)}">Explore in Tessera</a></p>`,
    content.tableHtml ?? '',
    ...images,
  ].join('\n');
  return {
    to: splitRecipients(recipient.target),
    cc: splitRecipients(recipient.ccTarget ?? ''),
    bcc: splitRecipients(recipient.bccTarget ?? ''),
    subject: reportSubject(s),
    html,
    text: [s.description ?? '', `Explore in Tessera: ${content.url}`, content.tableText ?? '']
      .filter(Boolean)
      .join('\n\n'),
    attachments: content.files.map((f) => {
      const i = inline.indexOf(f);
      return {
        filename: f.filename,
        content: f.content,
        contentType: f.contentType,
        ...(i >= 0 && { cid: `report-${i}` }),
      };
    }),
  };
};

/** The owners' notice of a failed run (Superset's send_error). */
export const errorMail = (s: ScheduleForRun, message: string, url: string): MailMessage => ({
  to: s.owners.map((o) => o.email).filter((e) => e !== ''),
  cc: [],
  bcc: [],
  subject: `${reportSubject(s)}: Error`,
  html: `<p>Your report/alert was unable to be generated because of the following error:</p><pre>${escapeHtml(message)}</pre><p><a href="${escapeHtml(url)}">Explore in Tessera</a></p>`,
  text: `Your report/alert was unable to be generated because of the following error:\n${message}\n\n${url}`,
  attachments: [],
});

/** A Slack-compatible message: name, description, link, and the TEXT table when there is one. */
export const reportWebhookPayload = (s: ScheduleForRun, content: ReportContent): WebhookPayload => {
  const lines = [`*${reportSubject(s)}*`, s.description ?? '', `<${content.url}|Explore in Tessera>`];
  const files = content.files.map((f) => f.filename);
  if (files.length > 0) lines.push(`Attached by e-mail: ${files.join(', ')}`);
  if (content.tableText) lines.push('```' + content.tableText + '```');
  const text = lines.filter(Boolean).join('\n');
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
};
