import {
  formOutcomeLocation,
  outcomeAnchorId,
  outcomeErrorMessage,
  readFormOutcome,
  successMessageFor,
  withoutOutcomeParams,
} from "../../src/lib/forms/form-outcome";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../src/lib/forms/messages";

describe("the no-JavaScript round trip's URL contract", () => {
  it("writes the outcome into the query and names its message in the fragment", () => {
    expect(formOutcomeLocation("/contact", "contact", { sent: true })).toBe("/contact?form=contact&sent=1#contact-sent");
    expect(formOutcomeLocation("/contact", "contact", { sent: false, error: "invalid", fields: ["name", "email"] })).toBe(
      "/contact?form=contact&sent=0&error=invalid&fields=name,email#contact-invalid",
    );
    expect(formOutcomeLocation("/", "subscribe-email", { sent: false, error: "too-many", fields: [] })).toBe(
      "/?form=subscribe-email&sent=0&error=too-many#subscribe-email-too-many",
    );
  });

  it("reads back what it wrote", () => {
    const refused = { sent: false as const, error: "invalid" as const, fields: ["name", "comment"] };
    const url = new URL(formOutcomeLocation("/contact", "contact", refused), "http://localhost");
    expect(readFormOutcome(url.search, "contact")).toEqual(refused);
    expect(url.hash).toBe(`#${outcomeAnchorId("contact", refused)}`);
  });

  it("ignores other forms, unknown errors and unknown fields", () => {
    expect(readFormOutcome("?form=subscribe-email&sent=1", "contact")).toBeNull();
    expect(readFormOutcome("?form=contact&sent=0&error=pwned", "contact")).toBeNull();
    expect(readFormOutcome("?form=contact&sent=maybe", "contact")).toBeNull();
    expect(readFormOutcome("", "contact")).toBeNull();
    expect(readFormOutcome("?form=contact&sent=0&error=invalid&fields=name,<script>,name", "contact")).toEqual({
      sent: false,
      error: "invalid",
      fields: ["name"],
    });
  });

  it("removes only its own parameters from a query", () => {
    expect(withoutOutcomeParams("?form=contact&sent=1")).toBe("");
    expect(withoutOutcomeParams("?utm=x&form=contact&sent=0&error=invalid&fields=name")).toBe("?utm=x");
  });

  it("uses the same words as the JSON answers", () => {
    expect(outcomeErrorMessage("invalid", "a@b.hk")).toBe(FAILURE_MESSAGES.invalid);
    expect(outcomeErrorMessage("too-many", "a@b.hk")).toBe(FAILURE_MESSAGES.tooMany);
    expect(outcomeErrorMessage("not-sent", "a@b.hk")).toMatch(/try again.*a@b\.hk/);
    expect(successMessageFor("contact")).toBe(SUCCESS_MESSAGES.contact);
    expect(successMessageFor("subscribe-terms")).toBe(SUCCESS_MESSAGES.subscribe);
    expect(successMessageFor("project-enquiry")).toBe(SUCCESS_MESSAGES.projectEnquiry);
  });
});
