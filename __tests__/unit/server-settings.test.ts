/** @jest-environment node */
import path from "node:path";
import { DEFAULTS, describeSmtpUrl, readSettings } from "../../src/lib/server/settings";

describe("readSettings", () => {
  it("falls back to the outbox in the project and the trader's own address", () => {
    const settings = readSettings({}, "/srv/site");
    expect(settings.smtpUrl).toBeNull();
    expect(settings.outboxDir).toBe(path.resolve("/srv/site/outbox"));
    expect(settings.mailTo).toBe("enquiries@harbourgold.hk");
    expect(settings.mailFrom).toBe('"Harbour Gold Bullion website" <enquiries@harbourgold.hk>');
    expect(settings.rateLimit).toEqual({ max: DEFAULTS.rateLimitMax, windowMs: DEFAULTS.rateLimitWindowSeconds * 1000 });
    expect(settings.trustProxy).toBe(false);
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
      },
      "/srv/site",
    );
    expect(settings).toEqual({
      smtpUrl: "smtp://user:pass@smtp.example.com:587",
      mailTo: "desk@example.com",
      mailFrom: "Website <web@example.com>",
      outboxDir: path.resolve("/srv/site/var/mail"),
      rateLimit: { max: 12, windowMs: 60_000 },
      smtpTimeoutMs: 7000,
      trustProxy: true,
    });
  });

  it("treats empty values as unset, so SMTP_URL= forces the outbox", () => {
    expect(readSettings({ SMTP_URL: "", MAIL_TO: "  " }, "/srv").smtpUrl).toBeNull();
    expect(readSettings({ MAIL_TO: "  " }, "/srv").mailTo).toBe(DEFAULTS.mailTo);
  });

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
