import { validateFormValues } from "../../src/lib/forms/validate-form";
import { BOOKING_MESSAGES, DEMO_FIELD_MESSAGES, DEMO_MESSAGES } from "../../src/lib/forms/messages";
import { successMessageFor } from "../../src/lib/forms/form-outcome";
import { getFormDefinition, isDemoForm } from "../../src/lib/forms/registry";

const errorsOf = (id: "comment" | "login" | "register", values: Record<string, unknown>) => {
  const outcome = validateFormValues(id, values);
  return outcome.valid ? {} : outcome.errors;
};

describe("demo forms (comment, login, register)", () => {
  it("are demo forms of the demo endpoint, whose answer says nothing was stored", () => {
    for (const id of ["comment", "login", "register"] as const) {
      expect(isDemoForm(id)).toBe(true);
      expect(getFormDefinition(id).endpoint).toBe("/api/demo-form");
      expect(successMessageFor(id)).toBe(DEMO_MESSAGES[id]);
      expect(successMessageFor(id)).toMatch(/demo/);
      expect(successMessageFor(id)).toMatch(/not|no /);
    }
    expect(isDemoForm("contact")).toBe(false);
  });

  it("checks a comment's name, email and text", () => {
    expect(errorsOf("comment", {})).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailRequired,
      comment: DEMO_FIELD_MESSAGES.commentRequired,
    });
    expect(errorsOf("comment", { name: "Ann", email: "ann@", comment: "Too short" })).toEqual({
      email: BOOKING_MESSAGES.emailInvalid,
      comment: DEMO_FIELD_MESSAGES.commentTooShort,
    });
    expect(errorsOf("comment", { name: "Ann", email: "ann@example.com", comment: "x".repeat(2001) })).toEqual({
      comment: DEMO_FIELD_MESSAGES.commentTooLong,
    });
    expect(errorsOf("comment", { name: "Ann Lee", email: "ann@example.com", comment: "A thoughtful comment." })).toEqual({});
  });

  it("asks for an email and a password to sign in", () => {
    expect(errorsOf("login", { email: "", password: "" })).toEqual({
      email: BOOKING_MESSAGES.emailRequired,
      password: DEMO_FIELD_MESSAGES.passwordRequired,
    });
    expect(errorsOf("login", { email: "ann@example.com", password: "x" })).toEqual({});
  });

  it("asks for a password of 8 or more characters with letters and a digit to register", () => {
    expect(errorsOf("register", { name: "Ann", email: "ann@example.com", password: "abc1" })).toEqual({
      password: DEMO_FIELD_MESSAGES.passwordTooShort,
    });
    expect(errorsOf("register", { name: "Ann", email: "ann@example.com", password: "abcdefghij" })).toEqual({
      password: DEMO_FIELD_MESSAGES.passwordWeak,
    });
    expect(errorsOf("register", { name: "Ann", email: "ann@example.com", password: "harbour2024" })).toEqual({});
  });
});
