/*
 * Hands a composed enquiry to the trading desk as the settings say (settings.ts decides): over
 * SMTP when SMTP_URL is set, otherwise as an .eml file in the outbox folder, so a fresh checkout
 * has working forms and a maintainer can open exactly what would have been sent.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { EnquiryMail } from "./compose-mail";
import { serverState } from "./server-state";
import { describeSmtpUrl, type ServerSettings } from "./settings";

export type Delivery = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

/** A message that was not delivered, with what an operator needs to diagnose it and nothing the visitor typed. */
export class DeliveryError extends Error {
  readonly details?: Record<string, unknown>;

  constructor(message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "DeliveryError";
    this.details = details;
  }
}

/** What the mail server said went wrong, and which server it was. */
const smtpDeliveryError = (cause: unknown, server: string): DeliveryError => {
  const error = (cause ?? {}) as { message?: unknown; code?: unknown; command?: unknown; responseCode?: unknown; response?: unknown };
  return new DeliveryError(`SMTP delivery to ${server} failed: ${String(error.message ?? cause)}`, {
    server,
    code: error.code,
    command: error.command,
    responseCode: error.responseCode,
    // The server's reply names the reason ("550 relay denied"); it never echoes the body.
    response: typeof error.response === "string" ? error.response.slice(0, 300) : undefined,
  });
};

const sendBySmtp = async (mail: EnquiryMail, smtpUrl: string, timeoutMs: number): Promise<Delivery> => {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    const info = await transport.sendMail(mail);
    return { via: "smtp", messageId: String(info.messageId ?? "") };
  } catch (error) {
    throw smtpDeliveryError(error, describeSmtpUrl(smtpUrl));
  } finally {
    transport.close();
  }
};

/** Sortable and unique: the time it arrived, then a random tail for messages in the same ms. */
const outboxFileName = (date: Date): string => `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;

const announceOutbox = (dir: string, file: string): void => {
  const state = serverState();
  if (state.outboxAnnounced) return;
  state.outboxAnnounced = true;
  console.info(
    `[enquiries] SMTP_URL is not set, so enquiries are written to the outbox folder ${dir} (first: ${path.basename(file)}). ` +
      "Set SMTP_URL, MAIL_TO and MAIL_FROM when starting the server to send them by e-mail.",
  );
};

const writeToOutbox = async (mail: EnquiryMail, dir: string): Promise<Delivery> => {
  // nodemailer builds the same RFC 822 message it would send; it is stored instead of sent.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(mail);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxFileName(mail.date));
  await writeFile(file, info.message as Buffer, { flag: "wx" });
  announceOutbox(dir, file);
  return { via: "outbox", file };
};

export const deliverMail = (mail: EnquiryMail, { delivery, smtpTimeoutMs }: ServerSettings): Promise<Delivery> => {
  if (delivery.via === "smtp") return sendBySmtp(mail, delivery.smtpUrl, smtpTimeoutMs);
  if (delivery.via === "outbox") return writeToOutbox(mail, delivery.outboxDir);
  return Promise.reject(new DeliveryError(delivery.problem));
};
