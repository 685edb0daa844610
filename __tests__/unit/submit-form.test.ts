import { FAILURE_MESSAGES } from "../../src/lib/forms/messages";
import { HONEYPOT_FIELD } from "../../src/lib/forms/registry";
import { submitForm } from "../../src/lib/forms/submit-form";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";

const textResponse = (status: number): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.reject(new SyntaxError("Unexpected token < in JSON")),
  }) as unknown as Response;

const request = {
  formId: "contact" as const,
  page: "/contact",
  values: { name: "Chan Tai Man", email: "tm@example.com", phone: "", comment: "Hello" },
};

const currentFetch = installFetchMock();
// installFetchMock silences console.error with a spy; these tests assert on what the helper logs.
const consoleError = () => jest.mocked(console.error);

describe("submitForm", () => {
  it("posts the form as JSON with its id, page and an empty honeypot, and reports success", async () => {
    currentFetch().mockResolvedValue(jsonResponse(200, { status: "success" }));
    await expect(submitForm("/api/contact", request)).resolves.toEqual({ status: "success" });

    expect(currentFetch()).toHaveBeenCalledTimes(1);
    const [url, init] = currentFetch().mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({
      formId: "contact",
      page: "/contact",
      name: "Chan Tai Man",
      email: "tm@example.com",
      phone: "",
      comment: "Hello",
      [HONEYPOT_FIELD]: "",
    });
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it("never lets a value fill the honeypot", async () => {
    currentFetch().mockResolvedValue(jsonResponse(200, { status: "success" }));
    await submitForm("/api/subscribe", {
      formId: "subscribe-email",
      page: "/litho",
      values: { email: "a@b.co", [HONEYPOT_FIELD]: "spam" },
    });
    const body = JSON.parse((currentFetch().mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body[HONEYPOT_FIELD]).toBe("");
  });

  it("returns the server's message and field errors on a refusal", async () => {
    currentFetch().mockResolvedValue(
      jsonResponse(400, {
        status: "error",
        error: "invalid",
        message: "Please check the marked fields.",
        errors: { email: "Please enter a valid e-mail address.", phone: 42, comment: "" },
      }),
    );
    await expect(submitForm("/api/contact", request)).resolves.toEqual({
      status: "error",
      reason: "invalid",
      message: "Please check the marked fields.",
      errors: { email: "Please enter a valid e-mail address." },
      httpStatus: 400,
    });
    expect(consoleError()).toHaveBeenCalledWith("Error sending email", expect.anything());
  });

  it("supplies a message when the server gives none", async () => {
    currentFetch().mockResolvedValueOnce(jsonResponse(429, { status: "error" }));
    await expect(submitForm("/api/contact", request)).resolves.toEqual({
      status: "error",
      reason: "too-many",
      message: FAILURE_MESSAGES.tooMany,
      httpStatus: 429,
    });
    currentFetch().mockResolvedValueOnce(jsonResponse(503, { status: "error", message: "  " }));
    await expect(submitForm("/api/contact", request)).resolves.toMatchObject({
      status: "error",
      reason: "server",
      message: FAILURE_MESSAGES.server,
      httpStatus: 503,
    });
  });

  it("names the refusal the endpoint gives, so the page can word it in its own language", async () => {
    currentFetch().mockResolvedValueOnce(
      jsonResponse(502, { status: "error", error: "not-sent", message: "Our mail server did not answer." }),
    );
    await expect(submitForm("/api/contact", request)).resolves.toMatchObject({ status: "error", reason: "not-sent" });
    currentFetch().mockResolvedValueOnce(jsonResponse(413, { status: "error", error: "nonsense" }));
    await expect(submitForm("/api/contact", request)).resolves.toMatchObject({ status: "error", reason: "too-large" });
  });

  it("treats a 200 answer without status 'success' as a failure", async () => {
    currentFetch().mockResolvedValue(jsonResponse(200, { status: "queued" }));
    await expect(submitForm("/api/contact", request)).resolves.toMatchObject({ status: "error", httpStatus: 200 });
  });

  it("turns a network failure into an error result and logs it", async () => {
    const failure = new TypeError("Failed to fetch");
    currentFetch().mockRejectedValue(failure);
    await expect(submitForm("/api/contact", request)).resolves.toEqual({
      status: "error",
      reason: "network",
      message: FAILURE_MESSAGES.network,
    });
    expect(consoleError()).toHaveBeenCalledWith("Error sending email", failure);
  });

  it("turns a body that is not JSON into an error result", async () => {
    currentFetch().mockResolvedValueOnce(textResponse(502));
    await expect(submitForm("/api/contact", request)).resolves.toEqual({
      status: "error",
      reason: "server",
      message: FAILURE_MESSAGES.server,
      httpStatus: 502,
    });
    // Even a 200 cannot be trusted when its body cannot be read.
    currentFetch().mockResolvedValueOnce(textResponse(200));
    await expect(submitForm("/api/contact", request)).resolves.toMatchObject({ status: "error", httpStatus: 200 });
    expect(consoleError()).toHaveBeenCalledTimes(2);
    expect(consoleError().mock.calls[0][0]).toBe("Error sending email");
  });
});
