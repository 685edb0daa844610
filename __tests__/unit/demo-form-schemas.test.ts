import { validateFormValues } from "../../src/lib/forms/validate-form";
import { DEMO_MESSAGES } from "../../src/lib/forms/messages";
import { BOOKING_MESSAGES, CHECKOUT_MESSAGES, DEMO_FIELD_MESSAGES } from "../../src/lib/forms/field-messages";
import { isCardNumber, parseExpiry } from "../../src/lib/forms/schemas";
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

  describe("the checkout", () => {
    const valid = {
      name: "Mei Chan",
      email: "mei@example.com",
      phone: "+852 2345 6789",
      address_1: "18 Des Voeux Road Central",
      address_2: "",
      city: "Hong Kong",
      postcode: "999077",
      country: "Hong Kong",
      card_holder: "Mei Chan",
      card_number: "4242 4242 4242 4242",
      card_expiry: "11/26",
      card_cvc: "123",
    };
    const today = { today: "2026-11-26" };

    it("is a demo form that says nothing was charged, placed or stored", () => {
      expect(isDemoForm("checkout")).toBe(true);
      expect(getFormDefinition("checkout").endpoint).toBe("/api/demo-form");
      expect(successMessageFor("checkout")).toBe(DEMO_MESSAGES.checkout);
      expect(DEMO_MESSAGES.checkout).toMatch(/nothing was charged, no order was placed and nothing was stored/);
    });

    it("accepts a complete order with a test card, the second address line left empty", () => {
      expect(validateFormValues("checkout", valid, today).valid).toBe(true);
    });

    it("checks the card's number (Luhn), its expiry month and its code", () => {
      expect(isCardNumber("4242 4242 4242 4242")).toBe(true);
      expect(isCardNumber("4242-4242-4242-4241")).toBe(false);
      expect(isCardNumber("4242")).toBe(false);
      expect(parseExpiry("08/29")).toEqual([2029, 8]);
      expect(parseExpiry("13/29")).toBeNull();
      const outcome = validateFormValues(
        "checkout",
        { ...valid, card_number: "4242 4242 4242 4241", card_expiry: "10/26", card_cvc: "12" },
        today,
      );
      expect(outcome.valid).toBe(false);
      if (!outcome.valid)
        expect(outcome.errors).toEqual({
          card_number: CHECKOUT_MESSAGES.cardNumberInvalid,
          card_expiry: CHECKOUT_MESSAGES.expiryPast,
          card_cvc: CHECKOUT_MESSAGES.cvcInvalid,
        });
    });

    it("names every missing required field", () => {
      const outcome = validateFormValues("checkout", {}, today);
      expect(outcome.valid).toBe(false);
      if (!outcome.valid)
        expect(Object.keys(outcome.errors).sort()).toEqual(
          Object.keys(valid)
            .filter((field) => field !== "address_2")
            .sort(),
        );
    });
  });
});
