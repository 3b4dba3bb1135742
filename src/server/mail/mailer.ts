import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import { logger } from "../logger";
import type { TEmailHtml } from "./layout";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Made by emailDocument (layout.ts): a whole document, never a fragment. */
  html: TEmailHtml;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an RFC 822 .eml file in
 * `outboxDir` and a log line names the file and its links, so an account can be confirmed
 * on a machine without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        logger.info(`E-mail enviado para ${message.to}: ${message.subject}`);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const links = [...new Set(message.text.match(LINK) ?? [])];
      logger.info(
        `E-mail para ${message.to} ("${message.subject}") gravado em ${file}` +
          (links.length ? ` — link: ${links.join(" ")}` : ""),
      );
    },
  };
}
