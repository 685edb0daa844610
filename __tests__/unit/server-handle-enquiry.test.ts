/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DeliveryError, deliverMail, type Delivery } from "../../src/lib/server/deliver-mail";
import type { EnquiryMail } from "../../src/lib/server/compose-mail";
import { BASE_HEADERS, handleEnquiry, type EnquiryContext, type EnquiryRequest } from "../../src/lib/server/handle-enquiry";
import { createMemoryRateLimitStore } from "../../src/lib/server/rate-limiter";
import { readSettings } from "../../src/lib/server/settings";
import { DEMO_MESSAGES } from "../../src/lib/forms/messages";
import { DEMO_FIELD_MESSAGES } from "../../src/lib/forms/field-messages";

const TRADER = "enquiries@harbourgold.hk";
const VALID = {
  formId: "contact",
  page: "/contact",
  name: "Chan Tai Man",
  email: "tm@example.com",
  phone: "",
  comment: "Hello",
  website: "",
};

const requestFor = (overrides: Partial<EnquiryRequest> & { body?: string | Buffer } = {}): EnquiryRequest => {
  const { body = JSON.stringify(VALID), ...rest } = overrides;
  return {
    endpoint: "/api/contact",
    method: "POST",
    contentType: "application/json",
    clientKey: "127.0.0.1",
    readBody: () => Promise.resolve({ ok: true, bytes: Buffer.isBuffer(body) ? body : Buffer.from(body) }),
    ...rest,
  };
};

const contextWith = (deliver: (mail: EnquiryMail) => Promise<Delivery> = () => Promise.resolve({ via: "outbox", file: "/tmp/x.eml" })) => {
  const sent: EnquiryMail[] = [];
  const context: EnquiryContext = {
    settings: readSettings({ MAIL_TO: "desk@example.com", MAIL_FROM: "web@example.com", RATE_LIMIT_MAX: "2" }, "/srv"),
    now: new Date("2025-03-04T06:05:09Z"),
    rateLimits: createMemoryRateLimitStore(),
    deliver: (mail) => {
      sent.push(mail);
      return deliver(mail);
    },
    traderEmail: TRADER,
    log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
  };
  return { context, sent };
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("handleEnquiry", () => {
  it("delivers a valid JSON post and answers success", async () => {
    const { context, sent } = contextWith();
    const reply = await handleEnquiry(requestFor(), context);
    expect(reply).toEqual({ statusCode: 200, headers: BASE_HEADERS, body: { status: "success" } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "desk@example.com", from: "web@example.com", replyTo: { address: "tm@example.com" } });
  });

  describe("every answer's headers", () => {
    /** A success, a refusal and a redirect of each kind; each from a client of its own but the last. */
    const answers = async () => {
      const post = (overrides: Parameters<typeof requestFor>[0]) => handleEnquiry(requestFor(overrides), contextWith().context);
      const plain = { contentType: "application/x-www-form-urlencoded", accept: "text/html,*/*" };
      const { context: busy } = contextWith();
      for (let i = 0; i < 2; i += 1) await handleEnquiry(requestFor(), busy);
      return [
        await post({}),
        await post({ ...plain, body: form(VALID) }),
        await post({ ...plain, body: form({ ...VALID, email: "bad@" }) }),
        await post({ method: "GET" }),
        await post({ contentType: "text/plain" }),
        await post({ body: "{nope" }),
        await handleEnquiry(requestFor(), busy),
      ];
    };

    it("forbid caching, sniffing, framing and any content, and keep to HTTPS, as the static pages' do", async () => {
      const replies = await answers();
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 303, 303, 405, 415, 400, 429]);
      for (const reply of replies) {
        expect(reply.headers).toMatchObject({
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
          "referrer-policy": "strict-origin-when-cross-origin",
          "x-frame-options": "DENY",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "permissions-policy": expect.stringContaining("camera=()"),
          "cross-origin-opener-policy": "same-origin",
          "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        });
      }
    });

    it("never name the server or open the endpoint to other origins", async () => {
      for (const reply of await answers()) {
        const names = Object.keys(reply.headers).map((name) => name.toLowerCase());
        expect(names).not.toContain("x-powered-by");
        expect(names.filter((name) => name.startsWith("access-control-"))).toEqual([]);
      }
    });
  });

  it("answers other methods with 405 and Allow: POST, without reading the body", async () => {
    const { context, sent } = contextWith();
    const readBody = jest.fn();
    const reply = await handleEnquiry(requestFor({ method: "GET", readBody }), context);
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.Allow).toBe("POST");
    expect(readBody).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ["an unsupported content type", { contentType: "text/plain" }, 415],
    ["malformed JSON", { body: "{nope" }, 400],
    ["an unknown form id", { body: JSON.stringify({ ...VALID, formId: "nope" }) }, 400],
    ["a form of the other endpoint", { body: JSON.stringify({ ...VALID, formId: "subscribe-email" }) }, 400],
    ["a body over the limit", { readBody: () => Promise.resolve({ ok: false as const, reason: "too-large" as const }) }, 413],
  ])("refuses %s with a JSON %i and sends nothing", async (_what, overrides, statusCode) => {
    const { context, sent } = contextWith();
    const reply = await handleEnquiry(requestFor(overrides), context);
    expect(reply.statusCode).toBe(statusCode);
    expect(reply.body).toMatchObject({ status: "error", message: expect.any(String) });
    expect(sent).toHaveLength(0);
  });

  it("takes a booking for a day that is still today somewhere and refuses one that is over everywhere", async () => {
    // The context's now is 2025-03-04 06:05 UTC: still 3 March at UTC−12.
    const booking = {
      formId: "table-booking",
      page: "/litho/home-restaurant",
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "+44 20 7946 0321",
      time: "19:30",
      guests: "2",
    };
    const { context, sent } = contextWith();
    const accepted = await handleEnquiry(requestFor({ body: JSON.stringify({ ...booking, date: "2025-03-03" }) }), context);
    expect(accepted.statusCode).toBe(200);
    expect(sent[0].subject).toBe("Table booking request from Ann Lee");
    const refused = await handleEnquiry(requestFor({ body: JSON.stringify({ ...booking, date: "2025-03-02" }) }), context);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ errors: { date: "Please choose today or a later date." } });
    expect(sent).toHaveLength(1);
  });

  it("answers invalid fields with 400 and one message per field", async () => {
    const { context } = contextWith();
    const reply = await handleEnquiry(requestFor({ body: JSON.stringify({ ...VALID, email: "x", comment: "" }) }), context);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ status: "error", errors: { email: expect.any(String), comment: expect.any(String) } });
  });

  it("answers a filled honeypot as a success and sends nothing", async () => {
    const { context, sent } = contextWith();
    const reply = await handleEnquiry(requestFor({ body: JSON.stringify({ ...VALID, website: "http://spam" }) }), context);
    expect(reply.body).toEqual({ status: "success" });
    expect(sent).toHaveLength(0);
  });

  it("limits a burst with 429 and Retry-After", async () => {
    const { context } = contextWith();
    await handleEnquiry(requestFor(), context);
    await handleEnquiry(requestFor(), context);
    const reply = await handleEnquiry(requestFor(), context);
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("lets the post through when the rate limit cannot be checked, and logs why", async () => {
    const { context, sent } = contextWith();
    const unreachable = { take: () => Promise.reject(new Error("Netlify Blobs: 503 Service Unavailable")) };
    const reply = await handleEnquiry(requestFor(), { ...context, rateLimits: unreachable });
    expect(reply.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    expect(context.log.error).toHaveBeenCalledWith(expect.stringMatching(/rate limit could not be checked.*503 Service Unavailable/));
  });

  it("answers 502 with the trader's address when SMTP fails, logging no visitor data", async () => {
    const { context } = contextWith(() =>
      Promise.reject(new DeliveryError("SMTP delivery to smtp://mail:25 failed: connect ECONNREFUSED", { code: "ESOCKET" })),
    );
    const reply = await handleEnquiry(requestFor(), context);
    expect(reply.statusCode).toBe(502);
    expect(reply.body).toMatchObject({ status: "error", message: expect.stringContaining(TRADER) });
    const logged = JSON.stringify((context.log.error as jest.Mock).mock.calls);
    expect(logged).toContain("ECONNREFUSED");
    expect(logged).not.toMatch(/Chan Tai Man|tm@example\.com|Hello/);
  });

  it("answers 500 when the outbox cannot be written", async () => {
    const { context } = contextWith(() => Promise.reject(new Error("EACCES: permission denied")));
    expect((await handleEnquiry(requestFor(), context)).statusCode).toBe(500);
  });

  describe("delivery as the host's environment says", () => {
    let projectDir: string;
    beforeEach(() => {
      projectDir = fs.mkdtempSync(path.join(os.tmpdir(), "harbour-gold-site-"));
      // The outbox's first file is announced on the console; the test reads the folder instead.
      jest.spyOn(console, "info").mockImplementation(() => undefined);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      fs.rmSync(projectDir, { recursive: true, force: true });
    });

    /** A context that delivers for real, with the settings `env` gives in `projectDir`. */
    const deliveringContext = (env: Record<string, string>) => {
      const settings = readSettings(env, projectDir);
      const { context } = contextWith();
      return { ...context, settings, deliver: (mail: EnquiryMail) => deliverMail(mail, settings) };
    };
    const outboxFiles = () => (fs.existsSync(path.join(projectDir, "outbox")) ? fs.readdirSync(path.join(projectDir, "outbox")) : []);
    const SERVERLESS = { AWS_LAMBDA_FUNCTION_NAME: "__api-contact" };

    it("without SMTP_URL on a serverless host, answers as a failed send, logs what to set and writes no outbox", async () => {
      const context = deliveringContext(SERVERLESS);
      const reply = await handleEnquiry(requestFor(), context);
      expect(reply.statusCode).toBe(502);
      expect(reply.body).toMatchObject({ status: "error", error: "not-sent", message: expect.stringContaining(TRADER) });
      expect(context.log.error).toHaveBeenCalledTimes(1);
      const [line, ...rest] = (context.log.error as jest.Mock).mock.calls[0] as unknown[];
      expect(rest).toEqual([]);
      expect(line).toMatch(/^\[enquiries\] \/api\/contact form "contact" from \/contact: SMTP_URL is not set\b/);
      expect(line).toContain("environment variables, scope Functions");
      expect(outboxFiles()).toEqual([]);
    });

    it("without SMTP_URL on a serverless host, sends a plain post back to its page with the failed send as its outcome", async () => {
      const context = deliveringContext(SERVERLESS);
      const reply = await handleEnquiry(
        requestFor({ contentType: "application/x-www-form-urlencoded", accept: "text/html,*/*", body: form(VALID) }),
        context,
      );
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.Location).toBe("/contact?form=contact&sent=0&error=not-sent#contact-not-sent");
      expect(outboxFiles()).toEqual([]);
    });

    it("without SMTP_URL elsewhere, writes the message to the outbox as before", async () => {
      const context = deliveringContext({});
      const reply = await handleEnquiry(requestFor(), context);
      expect(reply.statusCode).toBe(200);
      expect(outboxFiles()).toEqual([expect.stringMatching(/^2025-03-04T06-05-09-000Z-[0-9a-f]{8}\.eml$/)]);
      expect(context.log.error).not.toHaveBeenCalled();
    });
  });

  describe("a plain browser post", () => {
    const plain = (fields: Record<string, string>, extra: Partial<EnquiryRequest> = {}) =>
      requestFor({ contentType: "application/x-www-form-urlencoded", accept: "text/html,*/*", body: form(fields), ...extra });

    it("is answered 303 back to its page with the outcome", async () => {
      const { context } = contextWith();
      const reply = await handleEnquiry(plain(VALID), context);
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.Location).toBe("/contact?form=contact&sent=1#contact-sent");
    });

    it("carries the error and the fields to fix, never their values", async () => {
      const { context } = contextWith();
      const reply = await handleEnquiry(plain({ ...VALID, name: "", email: "bad@" }), context);
      expect(reply.headers.Location).toBe("/contact?form=contact&sent=0&error=invalid&fields=name,email#contact-invalid");
    });

    it("falls back to the Referer, then to the endpoint's page, when the page is not this site's", async () => {
      const { context } = contextWith();
      const withReferer = await handleEnquiry(
        plain({ ...VALID, page: "https://evil.example/" }, { referer: "http://shop.test/litho/page/contact-simple", host: "shop.test" }),
        context,
      );
      expect(withReferer.headers.Location).toMatch(/^\/litho\/page\/contact-simple\?/);
      const bare = await handleEnquiry(plain({ ...VALID, page: "//evil.example" }), context);
      expect(bare.headers.Location).toMatch(/^\/contact\?/);
    });

    it("is answered with JSON when the client asks only for JSON", async () => {
      const { context } = contextWith();
      const reply = await handleEnquiry(plain(VALID, { accept: "application/json" }), context);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers.Location).toBeUndefined();
    });

    it("tells a delivery failure in the redirect", async () => {
      const { context } = contextWith(() => Promise.reject(new DeliveryError("SMTP delivery to smtp://mail:25 failed: timeout")));
      const reply = await handleEnquiry(plain(VALID), context);
      expect(reply.headers.Location).toBe("/contact?form=contact&sent=0&error=not-sent#contact-not-sent");
    });
  });

  describe("the demo endpoint (/api/demo-form)", () => {
    const COMMENT = {
      formId: "comment",
      page: "/litho/blogs/blog-post-layout-01",
      name: "Ann Lee",
      email: "ann@example.com",
      comment: "A thoughtful comment.",
      website: "",
    };
    const demo = (fields: Record<string, string>) => requestFor({ endpoint: "/api/demo-form", body: JSON.stringify(fields) });
    const plainDemo = (fields: Record<string, string>) =>
      requestFor({
        endpoint: "/api/demo-form",
        contentType: "application/x-www-form-urlencoded",
        accept: "text/html,*/*",
        body: form(fields),
      });

    it("checks a valid post, sends nothing and says honestly that nothing was stored", async () => {
      const { context, sent } = contextWith();
      const reply = await handleEnquiry(demo(COMMENT), context);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toEqual({ status: "success", demo: true, message: DEMO_MESSAGES.comment });
      expect(reply.body).toMatchObject({ message: expect.stringMatching(/demo: comments are not stored/) });
      expect(sent).toHaveLength(0);
    });

    it("validates with the named form's schema and answers one message per field", async () => {
      const { context, sent } = contextWith();
      const reply = await handleEnquiry(demo({ formId: "register", name: "Ann", email: "ann@example.com", password: "short" }), context);
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toMatchObject({ status: "error", errors: { password: DEMO_FIELD_MESSAGES.passwordTooShort } });
      expect(sent).toHaveLength(0);
    });

    it("refuses a post that names no form or a form of another endpoint", async () => {
      const { context } = contextWith();
      const { formId: _none, ...unnamed } = COMMENT;
      expect((await handleEnquiry(demo(unnamed), context)).statusCode).toBe(400);
      expect((await handleEnquiry(demo({ ...COMMENT, formId: "contact" }), context)).statusCode).toBe(400);
    });

    it("answers a plain post with a 303 back to the page carrying the demo outcome", async () => {
      const { context, sent } = contextWith();
      const ok = await handleEnquiry(plainDemo(COMMENT), context);
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.Location).toBe("/litho/blogs/blog-post-layout-01?form=comment&sent=1#comment-sent");
      const refused = await handleEnquiry(plainDemo({ ...COMMENT, comment: "" }), context);
      expect(refused.headers.Location).toBe(
        "/litho/blogs/blog-post-layout-01?form=comment&sent=0&error=invalid&fields=comment#comment-invalid",
      );
      expect(sent).toHaveLength(0);
    });

    it("answers a plain post that names no form in JSON, having no form to send it back to", async () => {
      const { context } = contextWith();
      const { formId: _none, ...unnamed } = COMMENT;
      const reply = await handleEnquiry(plainDemo(unnamed), context);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers.Location).toBeUndefined();
    });
  });
});
