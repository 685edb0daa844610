import { TEMPLATE_MESSAGES } from "../../src/lib/forms/messages";
import { CONTACT_LIMITS, CONTACT_MESSAGES, refusalSummary } from "../../src/lib/forms/contact-messages";
import { LIVE_PHONE_INPUT_PATTERN, TEMPLATE_PHONE_PATTERN, isLivePhoneNumber } from "../../src/lib/forms/patterns";
import {
  ENDPOINT_DEFAULT_FORM,
  FORM_IDS,
  HONEYPOT_FIELD,
  getFormDefinition,
  getFormFields,
  getFormsForEndpoint,
  isEndpoint,
  isFormId,
  labelsForFields,
  resolveFormId,
  type FormId,
} from "../../src/lib/forms/registry";
import { contactSchema } from "../../src/lib/forms/contact-schema";
import {
  FORM_SCHEMAS,
  templateContactFullSchema,
  templateContactNameEmailSchema,
  templateContactPhoneSchema,
  templateSearchSchema,
  templateSubscribeEmailSchema,
  templateSubscribeTermsSchema,
} from "../../src/lib/forms/schemas";
import { validateFormValues } from "../../src/lib/forms/validate-form";

const REQUIRED = "Field is required.";
const INVALID_EMAIL = "Invalid email.";
const INVALID_PHONE = "Invalid phone";
const TERMS = "Message";

/** Runs a registered form and returns its per-field messages ({} when valid). */
const errorsOf = (id: FormId, values: Record<string, unknown>): Record<string, string> => {
  const outcome = validateFormValues(id, values);
  return outcome.valid ? {} : outcome.errors;
};

const validContact = { name: "Chan Tai Man", email: "tm.chan@example.com.hk", phone: "", comment: "Price of a 1 kg bar?" };

describe("spec messages", () => {
  it("are the spec's words exactly", () => {
    expect(TEMPLATE_MESSAGES).toEqual({ required: REQUIRED, email: INVALID_EMAIL, phone: INVALID_PHONE, terms: TERMS });
  });

  it("builds the refusal summary from labels", () => {
    expect(refusalSummary(["Name", "Email"])).toBe("Please check: Name, Email.");
    expect(refusalSummary([])).toBe("");
  });
});

describe("live contact schema", () => {
  it("accepts a complete message, with or without a phone", () => {
    expect(validateFormValues("contact", validContact)).toEqual({ valid: true, values: validContact });
    const { phone: _phone, ...withoutPhone } = validContact;
    expect(errorsOf("contact", withoutPhone)).toEqual({});
    expect(errorsOf("contact", { ...validContact, phone: "+852 9123 4567" })).toEqual({});
  });

  it("asks for every required field in plain words", () => {
    expect(errorsOf("contact", {})).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      comment: CONTACT_MESSAGES.commentRequired,
    });
    expect(errorsOf("contact", { name: "   ", email: " ", comment: "\n\t" })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      comment: CONTACT_MESSAGES.commentRequired,
    });
  });

  it("keeps the name on one line and within 100 characters", () => {
    expect(errorsOf("contact", { ...validContact, name: "Chan\nTai Man" })).toEqual({ name: CONTACT_MESSAGES.nameSingleLine });
    expect(errorsOf("contact", { ...validContact, name: "Chan\r\nTai Man" })).toEqual({ name: CONTACT_MESSAGES.nameSingleLine });
    expect(errorsOf("contact", { ...validContact, name: "n".repeat(CONTACT_LIMITS.name) })).toEqual({});
    expect(errorsOf("contact", { ...validContact, name: "n".repeat(CONTACT_LIMITS.name + 1) })).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
    });
    expect(CONTACT_MESSAGES.nameTooLong).toContain("100");
  });

  it("checks the e-mail address and its length", () => {
    for (const email of ["chan", "chan@", "@example.com", "chan tai@example.com"]) {
      expect(errorsOf("contact", { ...validContact, email })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
    }
    // Domain labels stay within 63 characters so only the overall length is at stake.
    const address = (firstLabel: number) => `${"a".repeat(64)}@${"d".repeat(firstLabel)}.${"e".repeat(61)}.${"f".repeat(61)}.com`;
    expect(address(61)).toHaveLength(CONTACT_LIMITS.email);
    expect(errorsOf("contact", { ...validContact, email: address(61) })).toEqual({});
    expect(errorsOf("contact", { ...validContact, email: address(62) })).toEqual({
      email: CONTACT_MESSAGES.emailTooLong,
    });
  });

  it("limits the message to 5,000 characters", () => {
    expect(errorsOf("contact", { ...validContact, comment: "x".repeat(5000) })).toEqual({});
    expect(errorsOf("contact", { ...validContact, comment: "x".repeat(5001) })).toEqual({
      comment: CONTACT_MESSAGES.commentTooLong,
    });
    expect(CONTACT_MESSAGES.commentTooLong).toContain("5,000");
  });

  it.each([
    "91234567",
    "9123 4567",
    "9123-4567",
    "2545 8800",
    "+85291234567",
    "+852 9123 4567",
    "+852-2545-8800",
    "(+852) 9123 4567",
    "+852 (2545) 8800",
    "+44 20 7946 0958",
    "+1 (212) 555-0123",
    "+8613800138000",
    "+6512345",
    "+123456789012345",
  ])("accepts the phone number %s", (phone) => {
    expect(isLivePhoneNumber(phone)).toBe(true);
    expect(errorsOf("contact", { ...validContact, phone })).toEqual({});
  });

  it.each([
    "1234567", // 7 digits, no '+'
    "123456789", // 9 digits, no '+'
    "852 9123 4567", // country code without '+'
    "+852 9123 456", // Hong Kong with 7 digits
    "+852 9123 45678", // Hong Kong with 9 digits
    "+123456", // international with 6 digits
    "+1234567890123456", // international with 16 digits
    "+0 123 4567", // no country code starts with 0
    "9123+4567",
    "++852 9123 4567",
    "9123.4567", // dots are not among the live separators
    "(9123 4567",
    "9123) 4567",
    "((9123)) 4567",
    "phone 91234567",
    "9123\n4567",
  ])("refuses the phone number %j", (phone) => {
    expect(isLivePhoneNumber(phone)).toBe(false);
    expect(errorsOf("contact", { ...validContact, phone })).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
  });

  it("returns trimmed values and drops keys the form does not have", () => {
    const outcome = validateFormValues("contact", {
      ...validContact,
      name: "  Chan Tai Man  ",
      formId: "contact",
      page: "/contact",
      [HONEYPOT_FIELD]: "",
    });
    expect(outcome).toEqual({ valid: true, values: validContact });
  });

  it("gives the browser a phone pattern that compiles as browsers compile it", () => {
    for (const flag of ["u", "v"]) {
      const re = new RegExp(`^(?:${LIVE_PHONE_INPUT_PATTERN})$`, flag);
      expect(re.test("(+852) 9123-4567")).toBe(true);
      expect(re.test("call me")).toBe(false);
    }
  });
});

describe("template phone pattern", () => {
  it.each(["1234567890", "123-456-7890", "123.456.7890", "123 456 7890", "(123) 456-7890", "(123)456.7890", "(123)4567890"])(
    "accepts %s",
    (phone) => {
      expect(TEMPLATE_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each([
    "123456789",
    "12345678901",
    "(123 456 7890",
    "123) 456 7890",
    "123--456-7890",
    "123_456_7890",
    "+852 9123 4567",
    "abc-def-ghij",
  ])("refuses %s", (phone) => {
    expect(TEMPLATE_PHONE_PATTERN.test(phone)).toBe(false);
  });

  it("is not used by the live form", () => {
    expect(errorsOf("contact", { ...validContact, phone: "123.456.7890" })).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
  });
});

describe("template schemas", () => {
  it("contact-phone: name, email and 10-digit phone with the spec's messages", () => {
    expect(errorsOf("contact-phone", {})).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED });
    expect(errorsOf("contact-phone", { name: "Ann", email: "ann@", phone: "12345" })).toEqual({
      email: INVALID_EMAIL,
      phone: INVALID_PHONE,
    });
    expect(errorsOf("contact-phone", { name: "Ann", email: "ann@example.com", phone: "(123) 456-7890" })).toEqual({});
    expect(templateContactPhoneSchema.fields).toHaveProperty("phone");
  });

  it("contact-name-email: name and email only", () => {
    expect(errorsOf("contact-name-email", {})).toEqual({ name: REQUIRED, email: REQUIRED });
    expect(errorsOf("contact-name-email", { name: "Ann", email: "nope" })).toEqual({ email: INVALID_EMAIL });
    expect(errorsOf("contact-name-email", { name: "Ann", email: "ann@example.com" })).toEqual({});
    expect(Object.keys(templateContactNameEmailSchema.fields)).toEqual(["name", "email"]);
  });

  it("subscribe-terms: the terms must be accepted ('Message')", () => {
    expect(errorsOf("subscribe-terms", {})).toEqual({ name: REQUIRED, email: REQUIRED, terms_condition: TERMS });
    expect(errorsOf("subscribe-terms", { name: "Ann", email: "ann@example.com", terms_condition: false })).toEqual({
      terms_condition: TERMS,
    });
    expect(errorsOf("subscribe-terms", { name: "Ann", email: "ann@example.com", terms_condition: "nonsense" })).toEqual({
      terms_condition: TERMS,
    });
    expect(errorsOf("subscribe-terms", { name: "Ann", email: "x", terms_condition: true })).toEqual({ email: INVALID_EMAIL });
    expect(errorsOf("subscribe-terms", { name: "Ann", email: "ann@example.com", terms_condition: true })).toEqual({});
    // A checkbox posted by a browser without JavaScript
    expect(errorsOf("subscribe-terms", { name: "Ann", email: "ann@example.com", terms_condition: "on" })).toEqual({});
    expect(templateSubscribeTermsSchema.fields).toHaveProperty("terms_condition");
  });

  it("subscribe-email: a valid, required email", () => {
    expect(errorsOf("subscribe-email", {})).toEqual({ email: REQUIRED });
    expect(errorsOf("subscribe-email", { email: "" })).toEqual({ email: REQUIRED });
    expect(errorsOf("subscribe-email", { email: "ann.example.com" })).toEqual({ email: INVALID_EMAIL });
    expect(errorsOf("subscribe-email", { email: "ann@example.com" })).toEqual({});
    expect(Object.keys(templateSubscribeEmailSchema.fields)).toEqual(["email"]);
  });

  it("search: the search text is required", () => {
    expect(errorsOf("search", {})).toEqual({ search: REQUIRED });
    expect(errorsOf("search", { search: "  " })).toEqual({ search: REQUIRED });
    expect(errorsOf("search", { search: "gold" })).toEqual({});
    expect(Object.keys(templateSearchSchema.fields)).toEqual(["search"]);
  });

  it("the unused fourth schema requires name, email, phone and comment", () => {
    const first = (values: Record<string, unknown>) => {
      try {
        templateContactFullSchema.validateSync(values, { abortEarly: false });
        return {};
      } catch (error) {
        const out: Record<string, string> = {};
        for (const item of (error as { inner: { path: string; message: string }[] }).inner) out[item.path] ??= item.message;
        return out;
      }
    };
    expect(first({})).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED, comment: REQUIRED });
    expect(first({ name: "Ann", email: "bad", phone: "1", comment: "Hi" })).toEqual({ email: INVALID_EMAIL });
    expect(first({ name: "Ann", email: "ann@example.com", phone: "1", comment: "Hi" })).toEqual({});
  });

  it("the fourth schema has no form id", () => {
    for (const id of FORM_IDS) expect(FORM_SCHEMAS[id]).not.toBe(templateContactFullSchema);
  });
});

describe("registry", () => {
  it("registers exactly the decided form ids", () => {
    expect([...FORM_IDS].sort()).toEqual(
      [
        "contact",
        "contact-phone",
        "contact-name-email",
        "search",
        "subscribe-email",
        "subscribe-terms",
        "table-booking",
        "room-booking",
        "appointment",
        "comment",
        "login",
        "register",
        "project-enquiry",
        "checkout",
      ].sort(),
    );
    expect(FORM_SCHEMAS.contact).toBe(contactSchema);
    expect(isFormId("contact")).toBe(true);
    expect(isFormId("contact-full")).toBe(false);
    expect(isFormId(undefined)).toBe(false);
    expect(isEndpoint("/api/contact")).toBe(true);
    expect(isEndpoint("/api/other")).toBe(false);
  });

  it("sends contact-type forms to /api/contact and subscribe forms to /api/subscribe", () => {
    expect(getFormsForEndpoint("/api/contact").sort()).toEqual([
      "appointment",
      "contact",
      "contact-name-email",
      "contact-phone",
      "project-enquiry",
      "room-booking",
      "table-booking",
    ]);
    expect(getFormsForEndpoint("/api/subscribe").sort()).toEqual(["subscribe-email", "subscribe-terms"]);
    expect(getFormsForEndpoint("/api/demo-form").sort()).toEqual(["checkout", "comment", "login", "register"]);
    expect(getFormDefinition("search").endpoint).toBeNull();
  });

  it("falls back to each endpoint's main form and refuses ids of the other endpoint", () => {
    expect(ENDPOINT_DEFAULT_FORM).toEqual({ "/api/contact": "contact", "/api/subscribe": "subscribe-email", "/api/demo-form": null });
    // The demo endpoint serves many forms: a post must name one.
    expect(resolveFormId("/api/demo-form", undefined)).toBeNull();
    expect(resolveFormId("/api/demo-form", "comment")).toBe("comment");
    expect(resolveFormId("/api/demo-form", "contact")).toBeNull();
    expect(resolveFormId("/api/contact", undefined)).toBe("contact");
    expect(resolveFormId("/api/contact", "")).toBe("contact");
    expect(resolveFormId("/api/subscribe", null)).toBe("subscribe-email");
    expect(resolveFormId("/api/contact", "contact-phone")).toBe("contact-phone");
    expect(resolveFormId("/api/subscribe", "subscribe-terms")).toBe("subscribe-terms");
    expect(resolveFormId("/api/contact", "subscribe-email")).toBeNull();
    expect(resolveFormId("/api/subscribe", "contact")).toBeNull();
    expect(resolveFormId("/api/contact", "search")).toBeNull();
    expect(resolveFormId("/api/contact", "nope")).toBeNull();
    expect(resolveFormId("/api/contact", ["contact"])).toBeNull();
  });

  it("labels every schema field, in the form's order", () => {
    for (const id of FORM_IDS) {
      const { labels } = getFormDefinition(id);
      const schema = FORM_SCHEMAS[id];
      expect(Object.keys(labels)).toEqual(Object.keys(schema.fields));
      expect(getFormFields(id)).toEqual(Object.keys(schema.fields));
    }
    expect(getFormDefinition("contact").labels).toEqual({ name: "Name", email: "Email", phone: "Phone", comment: "Message" });
    expect(labelsForFields("contact", ["comment", "name", "unknown"])).toEqual(["Name", "Message"]);
  });

  it("names the honeypot field", () => {
    expect(typeof HONEYPOT_FIELD).toBe("string");
    expect(HONEYPOT_FIELD.length).toBeGreaterThan(0);
    for (const id of FORM_IDS) expect(getFormFields(id)).not.toContain(HONEYPOT_FIELD);
  });
});
