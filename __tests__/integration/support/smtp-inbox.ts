/*
 * A real SMTP server in the test process, on a free loopback port: it accepts every message
 * (authentication optional) and keeps it with its envelope, so tests can read what was sent.
 */
import { SMTPServer } from "smtp-server";
import { freePort, waitFor } from "./free-port";
import { readMail, type ReadMail } from "./mail-reader";

export interface ReceivedMail extends ReadMail {
  envelope: { mailFrom: string | null; rcptTo: string[] };
  raw: string;
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export const startSmtpInbox = async (): Promise<SmtpInbox> => {
  const port = await freePort();
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on loopback: no certificate to manage in tests.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push({ ...readMail(raw), envelope: { mailFrom, rcptTo }, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  let stopped = false;
  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    messages,
    waitForCount: (count, timeoutMs = 10_000) =>
      waitFor(`${count} message(s) in the SMTP inbox`, () => messages.length >= count && messages, timeoutMs),
    stop: () =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            stopped = true;
            server.close(() => resolve());
          }),
  };
};
