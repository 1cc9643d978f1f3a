import nodemailer from 'nodemailer';
import type { ReportsConfig } from '../../../config.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image shown in the body (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP with Superset's settings: SMTP_SSL opens TLS at once, SMTP_STARTTLS
 * upgrades a plain connection (off: never upgrade). Timeouts keep a dead server from holding a
 * run until its working timeout.
 */
export const smtpMailer = (cfg: Pick<ReportsConfig, 'smtp' | 'emailFrom'>): Mailer => {
  const transport = nodemailer.createTransport({
    host: cfg.smtp.host,
    port: cfg.smtp.port,
    secure: cfg.smtp.ssl,
    ignoreTLS: !cfg.smtp.ssl && !cfg.smtp.starttls,
    requireTLS: !cfg.smtp.ssl && cfg.smtp.starttls,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(cfg.smtp.user && { auth: { user: cfg.smtp.user, pass: cfg.smtp.password ?? '' } }),
  });
  return {
    send: async (m) => {
      await transport.sendMail({
        from: cfg.emailFrom,
        to: m.to,
        cc: m.cc,
        bcc: m.bcc,
        subject: m.subject,
        html: m.html,
        text: m.text,
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
          ...(a.cid && { cid: a.cid, contentDisposition: 'inline' as const }),
        })),
      });
    },
    close: () => transport.close(),
  };
};
