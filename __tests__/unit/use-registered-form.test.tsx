/*
 * The hook behind every form that sends fields, through a bare form that draws whatever it holds:
 * what was typed before hydration, a send that succeeds, fails or is refused, and a demo form.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SUCCESS_MESSAGES } from "../../src/lib/forms/messages";
import type { FormId } from "../../src/lib/forms/registry";
import { SENT_MESSAGE_MS, useRegisteredForm, type FormValues } from "../../src/lib/forms/use-registered-form";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";

import { renderToString } from "../support/server-render";

const fetchMock = installFetchMock();

const SUBSCRIBE_TERMS = { name: "", email: "", terms_condition: false };

interface ProbeProps {
  formId?: FormId;
  initialValues?: FormValues;
  readsOutcome?: boolean;
  onDemoChecked?: (values: FormValues) => void;
}

/** A form with one control per field (a checkbox for a true-or-false one) and the hook's messages. */
const Probe = ({ formId = "subscribe-terms", initialValues = SUBSCRIBE_TERMS, readsOutcome, onDemoChecked }: ProbeProps) => {
  const form = useRegisteredForm({
    formId,
    initialValues,
    page: "/probe",
    failureText: ({ reason, message }) => `Not sent (${reason}): ${message ?? "no words"}`,
    fieldRefusedText: (words) => words ?? "Refused",
    readsOutcome,
    onDemoChecked,
  });
  const { values, handleBlur } = form.formik;
  return (
    <form ref={form.formRef} method="post" action="/api/subscribe" noValidate={form.hydrated} onSubmit={form.handleSubmit}>
      {Object.keys(initialValues).map((field) => (
        <label key={field}>
          {field}
          {typeof initialValues[field] === "boolean" ? (
            <input type="checkbox" name={field} checked={values[field] === true} onChange={form.handleChange} onBlur={handleBlur} />
          ) : (
            <input
              name={field}
              value={String(values[field])}
              onChange={form.handleChange}
              onBlur={handleBlur}
              aria-invalid={form.errorOf(field) ? true : undefined}
              aria-description={form.errorOf(field)}
            />
          )}
        </label>
      ))}
      <button type="submit" disabled={form.sending}>
        {form.sending ? "Sending" : "Send"}
      </button>
      <p role="status">{form.sentMessage}</p>
      <p role="alert">{form.failureMessage}</p>
    </form>
  );
};

const box = (name: string) => screen.getByRole("textbox", { name });
const sentBody = (call = 0) => JSON.parse((fetchMock().mock.calls[call] as [string, RequestInit])[1].body as string);

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(box("name"), "Ann Lee");
  await user.type(box("email"), "ann@example.com");
  await user.click(screen.getByRole("checkbox"));
};

describe("useRegisteredForm", () => {
  it("keeps what a visitor typed and ticked before the page hydrated, and sends it", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    container.innerHTML = renderToString(<Probe />);
    const form = container.querySelector("form")!;
    expect(form).not.toHaveAttribute("novalidate");
    (form.elements.namedItem("name") as HTMLInputElement).value = "Typed Early";
    (form.elements.namedItem("email") as HTMLInputElement).value = "early@example.com";
    (form.elements.namedItem("terms_condition") as HTMLInputElement).checked = true;

    render(<Probe />, { container, hydrate: true });
    await waitFor(() => expect(form).toHaveAttribute("novalidate"));
    expect(box("name")).toHaveValue("Typed Early");
    expect(screen.getByRole("checkbox")).toBeChecked();

    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(fetchMock()).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ formId: "subscribe-terms", page: "/probe", name: "Typed Early", terms_condition: true });
    container.remove();
  });

  it("on success clears the form, says so, and drops the message after 5 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    render(<Probe />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.subscribe));
    expect(box("name")).toHaveValue("");
    expect(box("email")).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    // The cleared fields are not judged: nothing is marked invalid.
    expect(box("name")).not.toHaveAttribute("aria-invalid");
    act(() => jest.advanceTimersByTime(SENT_MESSAGE_MS - 100));
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.subscribe);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("on failure keeps every value and says why", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue(jsonResponse(503, { status: "error", message: "The mail server did not answer." }));
    render(<Probe />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Not sent (server): The mail server did not answer."));
    expect(box("name")).toHaveValue("Ann Lee");
    expect(box("email")).toHaveValue("ann@example.com");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("marks the fields the server refused, and lifts each mark on the next edit of that field only", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue(
      jsonResponse(400, {
        status: "error",
        message: "Please check the highlighted fields.",
        errors: { name: "That name is on a block list.", email: "That address bounces.", unknown: "ignored" },
      }),
    );
    render(<Probe />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(box("email")).toHaveAccessibleDescription("That address bounces."));
    expect(box("name")).toHaveAccessibleDescription("That name is on a block list.");
    await user.type(box("email"), "m");
    expect(box("email")).not.toHaveAttribute("aria-invalid");
    expect(box("name")).toHaveAttribute("aria-invalid", "true");
    // The failure itself stays until the next submit.
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
  });

  it("refuses an invalid submit with the registry's rules, marking every field, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<Probe />);
    await user.type(box("email"), "ann@");
    expect(box("email")).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(box("email")).toHaveAccessibleDescription("Invalid email."));
    expect(box("name")).toHaveAccessibleDescription("Field is required.");
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("shows the outcome a plain post came back with, once, and takes it out of the address", async () => {
    window.history.replaceState(null, "", "/probe?form=subscribe-terms&sent=0&error=invalid&fields=email#subscribe-terms-invalid");
    render(<Probe readsOutcome />);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Not sent (invalid): no words"));
    expect(box("email")).toHaveAccessibleDescription("Refused");
    expect(box("name")).not.toHaveAttribute("aria-invalid");
    expect(window.location.search).toBe("");
    window.history.replaceState(null, "", "/");
  });

  it("checks a demo form, hands its values over, clears it and sends nothing", async () => {
    const user = userEvent.setup();
    const checked = jest.fn();
    render(<Probe formId="login" initialValues={{ email: "", password: "" }} onDemoChecked={checked} />);
    await user.type(box("email"), "ann@example.com");
    await user.type(box("password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/demo/i));
    expect(checked).toHaveBeenCalledWith({ email: "ann@example.com", password: "correct horse" });
    expect(box("email")).toHaveValue("");
    expect(fetchMock()).not.toHaveBeenCalled();
  });
});
