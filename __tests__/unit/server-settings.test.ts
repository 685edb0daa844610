/** @jest-environment node */
import path from "node:path";
import { DEFAULTS, describeSmtpUrl, readSettings } from "../../src/lib/server/settings";

describe("readSettings", () => {
  it("falls back to the outbox in the project and the trader's own address", () => {
    const settings = readSettings({}, "/srv/site");
    expect(settings.delivery).toEqual({ via: "outbox", outboxDir: path.resolve("/srv/site/outbox") });
    expect(settings.mailTo).toBe("enquiries@harbourgold.hk");
    expect(settings.mailFrom).toBe('"Harbour Gold Bullion website" <enquiries@harbourgold.hk>');
    expect(settings.rateLimit).toEqual({ max: DEFAULTS.rateLimitMax, windowMs: DEFAULTS.rateLimitWindowSeconds * 1000 });
    expect(settings.trustProxy).toBe(false);
    expect(settings.rateLimitSalt).toBe(DEFAULTS.rateLimitSalt);
  });

  it("reads every variable the operator can set", () => {
    const settings = readSettings(
      {
        SMTP_URL: " smtp://user:pass@smtp.example.com:587 ",
        MAIL_TO: "desk@example.com",
        MAIL_FROM: "Website <web@example.com>",
        OUTBOX_DIR: "var/mail",
        RATE_LIMIT_MAX: "12",
        RATE_LIMIT_WINDOW_SECONDS: "60",
        SMTP_TIMEOUT_SECONDS: "7",
        TRUST_PROXY: "true",
        RATE_LIMIT_SALT: "f3a9c1e7b2",
      },
      "/srv/site",
    );
    expect(settings).toEqual({
      delivery: { via: "smtp", smtpUrl: "smtp://user:pass@smtp.example.com:587" },
      mailTo: "desk@example.com",
      mailFrom: "Website <web@example.com>",
      rateLimit: { max: 12, windowMs: 60_000 },
      smtpTimeoutMs: 7000,
      trustProxy: true,
      rateLimitSalt: "f3a9c1e7b2",
    });
  });

  it("writes to OUTBOX_DIR when SMTP_URL is unset", () => {
    expect(readSettings({ OUTBOX_DIR: "var/mail" }, "/srv/site").delivery).toEqual({
      via: "outbox",
      outboxDir: path.resolve("/srv/site/var/mail"),
    });
  });

  it("treats empty values as unset, so SMTP_URL= forces the outbox", () => {
    expect(readSettings({ SMTP_URL: "", MAIL_TO: "  " }, "/srv").delivery.via).toBe("outbox");
    expect(readSettings({ MAIL_TO: "  " }, "/srv").mailTo).toBe(DEFAULTS.mailTo);
  });

  it("takes smtps:// and an SMTP server without a login", () => {
    expect(readSettings({ SMTP_URL: "smtps://mail.example.com:465" }, "/srv").delivery).toEqual({
      via: "smtp",
      smtpUrl: "smtps://mail.example.com:465",
    });
    expect(readSettings({ SMTP_URL: "smtp://localhost:25" }, "/srv").delivery.via).toBe("smtp");
  });
});

describe("delivery on a serverless host (AWS_LAMBDA_FUNCTION_NAME set)", () => {
  const LAMBDA = { AWS_LAMBDA_FUNCTION_NAME: "__api-contact" };

  it("requires SMTP_URL, naming the variable and where to set it, as the host keeps no outbox", () => {
    const { delivery } = readSettings(LAMBDA, "/var/task");
    expect(delivery.via).toBe("none");
    const { problem } = delivery as { problem: string };
    expect(problem).toMatch(/^SMTP_URL is not set/);
    expect(problem).toContain("environment variables, scope Functions");
    expect(problem).not.toMatch(/\n/);
  });

  it("ignores OUTBOX_DIR there and sends by SMTP when SMTP_URL is set", () => {
    expect(readSettings({ ...LAMBDA, OUTBOX_DIR: "/tmp/outbox" }, "/var/task").delivery.via).toBe("none");
    expect(readSettings({ ...LAMBDA, SMTP_URL: "smtps://u:p@mail.example.com:465" }, "/var/task").delivery).toEqual({
      via: "smtp",
      smtpUrl: "smtps://u:p@mail.example.com:465",
    });
  });

  it.each(["mail.example.com:587", "https://user:s3cret@mail.example.com", "smtp://", "smtp:user:s3cret@mail.example.com"])(
    "refuses SMTP_URL=%p anywhere, without repeating a value that may hold a password",
    (value) => {
      for (const env of [{ SMTP_URL: value }, { ...LAMBDA, SMTP_URL: value }]) {
        const { delivery } = readSettings(env, "/srv");
        expect(delivery).toEqual({ via: "none", problem: expect.stringMatching(/^SMTP_URL is not a valid smtp:\/\/ or smtps:\/\/ URL/) });
        expect((delivery as { problem: string }).problem).not.toContain("s3cret");
      }
    },
  );

  it("keeps the default limit when a number is mistyped or out of range, rather than disabling it", () => {
    for (const value of ["0", "-3", "five", "1e9", "2.5"]) {
      expect(readSettings({ RATE_LIMIT_MAX: value }, "/srv").rateLimit.max).toBe(DEFAULTS.rateLimitMax);
    }
  });

  it("reads the server's environment at call time, not at build time", () => {
    const before = process.env.MAIL_TO;
    process.env.MAIL_TO = "changed@example.com";
    try {
      expect(readSettings().mailTo).toBe("changed@example.com");
    } finally {
      if (before === undefined) delete process.env.MAIL_TO;
      else process.env.MAIL_TO = before;
    }
  });
});

describe("describeSmtpUrl", () => {
  it("names the server without user name or password", () => {
    expect(describeSmtpUrl("smtp://user:pa55@smtp.example.com:587")).toBe("smtp://smtp.example.com:587");
    expect(describeSmtpUrl("smtps://smtp.example.com")).toBe("smtps://smtp.example.com");
    expect(describeSmtpUrl("not a url")).not.toContain("not a url");
  });
});
