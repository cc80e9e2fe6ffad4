/**
 * Outgoing mail: password reset and address verification. Through SMTP (SMTP_URL, MAIL_FROM) with
 * nodemailer; in development without SMTP the message, with its link, is written to the log so the
 * flows still work on a laptop; in production without SMTP there is no mailer and the flows that
 * need one are not offered (docs/operations.md).
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends; 'log' writes the message to the server log (development only). */
  kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  smtpUrl?: string;
  from?: string;
  nodeEnv: 'development' | 'production' | 'test';
}

export function createMailer(config: MailerConfig, log: Logger): Mailer | null {
  if (config.smtpUrl && config.from) {
    const transport = nodemailer.createTransport(
      {
        url: config.smtpUrl,
        // A stuck mail server must not hold a sign-up or reset request for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      { from: config.from },
    );
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
      close: () => transport.close(),
    };
  }
  if (config.nodeEnv === 'production') return null;
  return {
    kind: 'log',
    async send(mail) {
      // Development only: the whole text, link included, so the flow can be followed from the log.
      log.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP_URL: logged, not sent)',
      );
    },
    close: () => {},
  };
}
