/*
 * The enquiry endpoints end to end: the built site as the host serves it runs the compiled
 * Gatsby Functions, and a real SMTP server in this process receives what they send.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startSite, type SiteServer } from "./support/site-server";
import { startSmtpInbox, type SmtpInbox } from "./support/smtp-inbox";
import { waitFor } from "./support/free-port";
import { readMail } from "./support/mail-reader";

const MAIL_TO = "desk@harbourgold.test";
const MAIL_FROM = "Harbour Gold website <website@harbourgold.test>";
const TRADER_EMAIL = "enquiries@harbourgold.hk";
const RATE_LIMIT_MAX = 3;

const ENQUIRY = {
  formId: "contact",
  page: "/contact",
  name: "Chan Tai Man",
  email: "tm.chan@example.com",
  phone: "+852 9123 4567",
  comment: "I would like a price for two 1 kg bars.\nCollection in Sheung Wan, please.",
  website: "",
};

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/**
 * Each call posts as a new client, so the rate limit only meets the test that is about it. The host
 * names the client by the address it connects from (x-nf-client-connection-ip, which no client can
 * set), and every 127.x.y.z address is this machine: each client connects from one of its own.
 */
let clientNumber = 0;
const nextClient = () => {
  clientNumber += 1;
  return `127.0.${Math.floor(clientNumber / 250) + 1}.${(clientNumber % 250) + 1}`;
};

const request = (
  origin: string,
  pathName: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; client?: string } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const { client = nextClient(), headers = {}, body, method = "GET" } = init;
    const call = http.request(`${origin}${pathName}`, { method, headers, localAddress: client }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: Record<string, unknown> | null = null;
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = null;
        }
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: parsed });
      });
    });
    call.on("error", reject);
    call.end(body);
  });

const postJson = (origin: string, pathName: string, payload: unknown, client?: string) =>
  request(origin, pathName, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
    client,
  });

const postForm = (origin: string, pathName: string, fields: Record<string, string>, client?: string) =>
  request(origin, pathName, {
    method: "POST",
    // What a browser sends for a plain <form method="post">.
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    body: new URLSearchParams(fields).toString(),
    client,
  });

describe("enquiry endpoints with an SMTP server", () => {
  let inbox: SmtpInbox;
  let site: SiteServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    site = await startSite({
      SMTP_URL: inbox.url,
      MAIL_TO,
      MAIL_FROM,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_SECONDS: "600",
      SMTP_TIMEOUT_SECONDS: "5",
    });
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
    await inbox?.stop();
  });

  /** Runs `act` and proves the SMTP server received nothing meanwhile. */
  const expectNothingSent = async (act: () => Promise<void>) => {
    const before = inbox.messages.length;
    await act();
    // Delivery finishes before the answer is written, so a message would already be here.
    expect(inbox.messages.length).toBe(before);
  };

  it("delivers a valid enquiry with every field, the page, the Hong Kong time and the visitor in Reply-To", async () => {
    const before = inbox.messages.length;
    const answer = await postJson(site.origin, "/api/contact", ENQUIRY);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "success" });

    const [mail] = (await inbox.waitForCount(before + 1)).slice(before);
    expect(mail.envelope.rcptTo).toEqual([MAIL_TO]);
    expect(mail.envelope.mailFrom).toBe("website@harbourgold.test");
    expect(mail.header("from")).toBe(MAIL_FROM);
    expect(mail.header("to")).toBe(MAIL_TO);
    expect(mail.header("reply-to")).toBe("Chan Tai Man <tm.chan@example.com>");
    expect(mail.header("subject")).toBe("Website enquiry from Chan Tai Man");
    expect(mail.text).toMatch(/^Name: +Chan Tai Man$/m);
    expect(mail.text).toMatch(/^Email: +tm\.chan@example\.com$/m);
    expect(mail.text).toMatch(/^Phone: +\+852 9123 4567$/m);
    expect(mail.text).toContain("Message:\nI would like a price for two 1 kg bars.\nCollection in Sheung Wan, please.");
    expect(mail.text).toMatch(/^Page: +\/contact$/m);
    expect(mail.text).toMatch(/^Received: .+ \d{4} at \d{2}:\d{2}:\d{2} Hong Kong time/m);
  });

  it("accepts the plain {name, email, phone, comment} and {email} payloads of older clients", async () => {
    const before = inbox.messages.length;
    const { formId: _formId, page: _page, website: _website, ...plain } = ENQUIRY;
    expect((await postJson(site.origin, "/api/contact", plain)).body).toEqual({ status: "success" });
    expect((await postJson(site.origin, "/api/subscribe", { email: "list@example.com" })).body).toEqual({ status: "success" });

    const [contact, subscription] = (await inbox.waitForCount(before + 2)).slice(before);
    expect(contact.header("subject")).toBe("Website enquiry from Chan Tai Man");
    expect(subscription.header("subject")).toBe("Subscription request from list@example.com");
    expect(subscription.header("reply-to")).toBe("list@example.com");
    expect(subscription.text).toMatch(/^Email: +list@example\.com$/m);
  });

  it("refuses invalid fields with 400 and one message per field, sending nothing", async () => {
    await expectNothingSent(async () => {
      const answer = await postJson(site.origin, "/api/contact", { ...ENQUIRY, name: "", email: "not-an-address", phone: "123" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: "error", message: expect.any(String) });
      expect(Object.keys(answer.body?.errors as object).sort()).toEqual(["email", "name", "phone"]);
    });
  });

  it("refuses an unknown form id, or a form of the other endpoint, with 400", async () => {
    await expectNothingSent(async () => {
      expect((await postJson(site.origin, "/api/contact", { ...ENQUIRY, formId: "no-such-form" })).status).toBe(400);
      expect((await postJson(site.origin, "/api/subscribe", { ...ENQUIRY, formId: "contact" })).status).toBe(400);
    });
  });

  it("answers malformed JSON with a JSON 400, not the server's HTML error page", async () => {
    await expectNothingSent(async () => {
      for (const body of ['{"name": "Chan', "[1, 2]", '"just a string"']) {
        const answer = await postJson(site.origin, "/api/contact", body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ status: "error", message: expect.any(String) });
      }
    });
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const answer = await request(site.origin, "/api/contact", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
      expect(answer.body).toMatchObject({ status: "error" });
    }
  });

  it("answers content types other than JSON and a plain form with 415", async () => {
    await expectNothingSent(async () => {
      const text = await request(site.origin, "/api/contact", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify(ENQUIRY),
      });
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ status: "error" });

      const multipart = new FormData();
      for (const [name, value] of Object.entries(ENQUIRY)) multipart.append(name, value);
      // Encoded as a browser would, boundary and all.
      const encoded = new Response(multipart);
      const upload = await request(site.origin, "/api/contact", {
        method: "POST",
        headers: { "Content-Type": encoded.headers.get("content-type") ?? "" },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(upload.status).toBe(415);
    });
  });

  it("answers a body over the limit with a JSON 413", async () => {
    await expectNothingSent(async () => {
      const answer = await postJson(site.origin, "/api/contact", { ...ENQUIRY, comment: "gold ".repeat(30_000) });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ status: "error", message: expect.stringMatching(/too long/) });
    });
  });

  it("refuses line breaks in the contact form's name and e-mail address, so no header can be added", async () => {
    await expectNothingSent(async () => {
      const name = await postJson(site.origin, "/api/contact", { ...ENQUIRY, name: "Mallory\r\nBcc: victim@example.org" });
      expect(name.status).toBe(400);
      expect(name.body?.errors).toHaveProperty("name");
      const email = await postJson(site.origin, "/api/contact", { ...ENQUIRY, email: "m@example.com\r\nBcc: victim@example.org" });
      expect(email.status).toBe(400);
      expect(email.body?.errors).toHaveProperty("email");
    });
  });

  it("neutralises a line break where a form allows one: no extra header, no extra recipient", async () => {
    const before = inbox.messages.length;
    const answer = await postJson(site.origin, "/api/contact", {
      formId: "contact-name-email",
      page: "/page/contact-simple",
      name: "Mallory\r\nBcc: victim@example.org\r\nSubject: Free gold",
      email: "mallory@example.com",
    });
    expect(answer.status).toBe(200);
    const [mail] = (await inbox.waitForCount(before + 1)).slice(before);
    expect(mail.envelope.rcptTo).toEqual([MAIL_TO]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.get("subject")).toEqual(["Website enquiry from Mallory Bcc: victim@example.org Subject: Free gold"]);
    expect(mail.header("reply-to")).toContain("<mallory@example.com>");
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.text).toMatch(/^Name: +Mallory Bcc: victim@example\.org Subject: Free gold$/m);
  });

  it("answers a filled honeypot as a success and drops the post", async () => {
    await expectNothingSent(async () => {
      const answer = await postJson(site.origin, "/api/contact", { ...ENQUIRY, website: "https://spam.example" });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success" });
    });
  });

  it("limits a burst from one client with 429 and Retry-After", async () => {
    const client = "127.0.99.7";
    const before = inbox.messages.length;
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
      expect((await postJson(site.origin, "/api/contact", ENQUIRY, client)).status).toBe(200);
    }
    const refused = await postJson(site.origin, "/api/contact", ENQUIRY, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "error", message: expect.stringMatching(/wait/i) });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another client is not affected.
    expect((await postJson(site.origin, "/api/contact", ENQUIRY)).status).toBe(200);
    await inbox.waitForCount(before + RATE_LIMIT_MAX + 1);
    expect(inbox.messages.length).toBe(before + RATE_LIMIT_MAX + 1);
  });

  it("answers a plain browser post with 303 back to its page, the outcome in the query", async () => {
    const before = inbox.messages.length;
    const sent = await postForm(site.origin, "/api/contact", { ...ENQUIRY, comment: "Plain form post" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/contact?form=contact&sent=1#contact-sent");
    const [mail] = (await inbox.waitForCount(before + 1)).slice(before);
    expect(mail.text).toContain("Plain form post");

    await expectNothingSent(async () => {
      const refused = await postForm(site.origin, "/api/contact", { ...ENQUIRY, name: "", email: "nope" });
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toBe("/contact?form=contact&sent=0&error=invalid&fields=name,email#contact-invalid");
    });
  });

  it("only sends a plain post back to a page of this site", async () => {
    for (const page of ["https://evil.example/", "//evil.example/contact", "/\\evil.example", "javascript:alert(1)"]) {
      const answer = await postForm(site.origin, "/api/contact", { ...ENQUIRY, page, website: "bot" });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/contact?form=contact&sent=1#contact-sent");
    }
  });

  // Last in this block: it stops the SMTP server.
  it("answers 502 with the trader's address when the SMTP server is down, and logs no message text", async () => {
    await inbox.stop();
    const secret = "Confidential: my vault code is 4242";
    const answer = await postJson(site.origin, "/api/contact", { ...ENQUIRY, comment: secret });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: "error" });
    expect(answer.body?.message).toEqual(expect.stringContaining(TRADER_EMAIL));
    expect(answer.body?.message).toMatch(/try again/i);

    // Gatsby's reporter wraps long lines, so the pattern allows any white space between words.
    const log = await waitFor(
      "the delivery failure in the server log",
      () => /SMTP delivery to\s+smtp:\/\/127\.0\.0\.1:\d+\s+failed/.test(site.output()) && site.output(),
    );
    expect(log).toMatch(/ECONNREFUSED/);
    expect(log).not.toContain(secret);
    expect(log).not.toContain("tm.chan@example.com");
    // The SMTP password never reaches the log.
    expect(log).not.toContain("secret");
  });
});

describe("enquiry endpoints without SMTP_URL (the outbox)", () => {
  let site: SiteServer;
  let outbox: string;

  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "harbour-gold-outbox-"));
    // SMTP_URL is set empty so a value in the developer's own environment cannot leak in.
    site = await startSite({ SMTP_URL: "", OUTBOX_DIR: outbox, RATE_LIMIT_MAX: "20" });
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
    if (outbox) fs.rmSync(outbox, { recursive: true, force: true });
  });

  const outboxFiles = () =>
    fs
      .readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .sort();

  it("writes the message as an .eml file into OUTBOX_DIR and prints where", async () => {
    const answer = await postJson(site.origin, "/api/contact", { ...ENQUIRY, name: "陳大文" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "success" });

    const [file] = await waitFor("an .eml file in the outbox", () => outboxFiles().length > 0 && outboxFiles());
    const mail = readMail(fs.readFileSync(path.join(outbox, file), "utf8"));
    expect(mail.header("to")).toBe(TRADER_EMAIL);
    expect(mail.header("reply-to")).toBe("陳大文 <tm.chan@example.com>");
    expect(mail.header("subject")).toBe("Website enquiry from 陳大文");
    expect(mail.text).toContain("Collection in Sheung Wan, please.");

    const log = await waitFor("the outbox path in the server log", () => site.output().includes(outbox) && site.output());
    expect(log).toMatch(/SMTP_URL is not set/);
  });

  it("answers a plain browser post with 303 and stores the message", async () => {
    const before = outboxFiles().length;
    const answer = await postForm(site.origin, "/api/contact", { ...ENQUIRY, comment: "Sent without JavaScript" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/contact?form=contact&sent=1#contact-sent");
    expect(outboxFiles()).toHaveLength(before + 1);
  });

  it("checks a demo form at /api/demo-form, stores nothing and says so, by JSON and by a plain post", async () => {
    const before = outboxFiles().length;
    const comment = {
      formId: "comment",
      page: "/litho/blogs/blog-post-layout-01",
      name: "Ann Lee",
      email: "ann@example.com",
      comment: "A comment that goes nowhere.",
      website: "",
    };
    const answer = await postJson(site.origin, "/api/demo-form", comment);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "success",
      demo: true,
      message: expect.stringMatching(/this is a demo: comments are not stored/),
    });
    const refused = await postJson(site.origin, "/api/demo-form", { formId: "login", email: "ann@example.com", password: "" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body?.errors as object)).toEqual(["password"]);
    const plain = await postForm(site.origin, "/api/demo-form", comment);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/litho/blogs/blog-post-layout-01?form=comment&sent=1#comment-sent");
    expect(outboxFiles()).toHaveLength(before);
  });
});
