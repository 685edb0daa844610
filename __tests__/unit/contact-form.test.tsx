import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../src/components/contact-form/contact-form";
import { OUTCOME_ERRORS, outcomeErrorMessage } from "../../src/lib/forms/form-outcome";
import { FAILURE_MESSAGES, deliveryFailedMessage } from "../../src/lib/forms/messages";
import { CONTACT_MESSAGES } from "../../src/lib/forms/contact-messages";
import { HONEYPOT_FIELD } from "../../src/lib/forms/registry";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";
import { renderToString } from "../support/server-render";

const TRADER_EMAIL = "enquiries@harbourgold.hk";
const SUCCESS = "Your message has been sent successfully!";

const fetchMock = installFetchMock();

const fields = () => ({
  name: screen.getByLabelText("Name"),
  email: screen.getByLabelText("Email"),
  phone: screen.getByLabelText(/^Phone/),
  comment: screen.getByLabelText("Message"),
});

const submitButton = () => screen.getByRole("button", { name: /send message|sending/i });

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  const f = fields();
  await user.type(f.name, "Chan Tai Man");
  await user.type(f.email, "tm.chan@example.com");
  await user.type(f.phone, "+852 9123 4567");
  await user.type(f.comment, "I would like a price for two 1 kg bars.");
};

describe("ContactForm markup", () => {
  it("is a real form that posts without JavaScript", () => {
    const { container } = render(<ContactForm email={TRADER_EMAIL} page="/contact/" />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    expect(container.querySelector('input[type="hidden"][name="formId"]')).toHaveValue("contact");
    expect(container.querySelector('input[type="hidden"][name="page"]')).toHaveValue("/contact/");

    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(honeypot.parentElement!).getByText("Leave this field empty")).toBeInTheDocument();
    // Hidden from assistive technology, so it is not one of the form's labelled fields.
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(4);

    const f = fields();
    expect(f.name).toHaveAttribute("type", "text");
    expect(f.name).toHaveAttribute("autocomplete", "name");
    expect(f.name).toBeRequired();
    expect(f.email).toHaveAttribute("type", "email");
    expect(f.email).toBeRequired();
    expect(f.phone).toHaveAttribute("type", "tel");
    expect(f.phone).toHaveAttribute("placeholder", "Mobile no");
    expect(f.phone).not.toBeRequired();
    expect(f.comment.tagName).toBe("TEXTAREA");
    expect(f.comment).toHaveAttribute("rows", "6");
    expect(f.comment).toBeRequired();
  });

  it("defaults the page to /contact and hands validation to formik once hydrated", () => {
    const { container } = render(<ContactForm email={TRADER_EMAIL} />);
    expect(container.querySelector('input[name="page"]')).toHaveValue("/contact");
    // render() runs effects, so this is the hydrated form.
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
  });
});

describe("ContactForm behaviour", () => {
  it("refuses an invalid submit: marks fields, names them above the button, focuses the first, sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm email={TRADER_EMAIL} />);
    const f = fields();
    await user.type(f.email, "not-an-email");
    await user.type(f.comment, "Hello");
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByText("Please check: Name, Email.")).toBeInTheDocument());
    const summary = screen.getByText("Please check: Name, Email.");
    expect(summary.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(f.name).toHaveAttribute("aria-invalid", "true");
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(f.phone).not.toHaveAttribute("aria-invalid");
    expect(f.comment).not.toHaveAttribute("aria-invalid");
    expect(f.name).toHaveFocus();
    // No visible error text under the fields: the reason is only given to screen readers.
    expect(f.email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toHaveClass("visually-hidden");
    expect(fetchMock()).not.toHaveBeenCalled();

    // Fixing the fields clears the marks and the summary.
    await user.type(f.name, "Chan Tai Man");
    await user.clear(f.email);
    await user.type(f.email, "tm@example.com");
    await waitFor(() => expect(screen.queryByText(/Please check:/)).toBeNull());
    expect(f.name).not.toHaveAttribute("aria-invalid");
    expect(f.email).not.toHaveAttribute("aria-invalid");
  });

  it("marks an invalid phone once the visitor leaves the field", async () => {
    const user = userEvent.setup();
    render(<ContactForm email={TRADER_EMAIL} />);
    const f = fields();
    await user.type(f.phone, "12345");
    expect(f.phone).not.toHaveAttribute("aria-invalid");
    await user.tab();
    await waitFor(() => expect(f.phone).toHaveAttribute("aria-invalid", "true"));
  });

  it("posts the JSON payload, resets, and shows the success message for 5 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    render(<ContactForm email={TRADER_EMAIL} page="/contact" />);

    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS));
    expect(screen.getByRole("status").textContent).toBe(SUCCESS);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      formId: "contact",
      page: "/contact",
      name: "Chan Tai Man",
      email: "tm.chan@example.com",
      phone: "+852 9123 4567",
      comment: "I would like a price for two 1 kg bars.",
      language: "en",
      [HONEYPOT_FIELD]: "",
    });

    const f = fields();
    expect(f.name).toHaveValue("");
    expect(f.email).toHaveValue("");
    expect(f.phone).toHaveValue("");
    expect(f.comment).toHaveValue("");
    expect(f.name).not.toHaveAttribute("aria-invalid");

    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows a loading button while the message is on its way", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm email={TRADER_EMAIL} />);
    await fillValid(user);

    const button = submitButton();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-busy");
    await user.click(button);

    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveTextContent("Sending…");
    // A second click while sending does not send twice.
    await user.click(button);
    expect(fetchMock()).toHaveBeenCalledTimes(1);

    await act(async () => answer(jsonResponse(200, { status: "success" })));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button).toHaveTextContent("Send message");
  });

  it("keeps every typed value and offers the e-mail address when sending fails", async () => {
    const user = userEvent.setup();
    fetchMock().mockRejectedValue(new TypeError("Failed to fetch"));
    render(<ContactForm email={TRADER_EMAIL} />);
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByText(/try again/i);
    const region = alert.closest('[role="alert"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(region).toHaveTextContent("We could not reach our server");
    expect(within(region).getByRole("link", { name: TRADER_EMAIL })).toHaveAttribute("href", `mailto:${TRADER_EMAIL}`);

    const f = fields();
    expect(f.name).toHaveValue("Chan Tai Man");
    expect(f.email).toHaveValue("tm.chan@example.com");
    expect(f.phone).toHaveValue("+852 9123 4567");
    expect(f.comment).toHaveValue("I would like a price for two 1 kg bars.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    // console.error is the spy installFetchMock installs: the failure is logged, as the spec asks.
    expect(console.error).toHaveBeenCalledWith("Error sending email", expect.any(TypeError));
  });

  it("words the server's refusal in the page's language and marks the fields it rejected", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue(
      jsonResponse(400, {
        status: "error",
        message: "This e-mail address cannot receive mail.",
        errors: { email: "This e-mail address cannot receive mail.", unknown: "ignored" },
      }),
    );
    render(<ContactForm email={TRADER_EMAIL} />);
    await fillValid(user);
    await user.click(submitButton());

    const region = await screen.findByRole("alert");
    await waitFor(() => expect(region).toHaveTextContent(FAILURE_MESSAGES.invalid));
    expect(within(region).getByRole("link", { name: TRADER_EMAIL })).toBeInTheDocument();
    const f = fields();
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(f.name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Please check: Email.")).toBeInTheDocument();
    expect(f.email).toHaveFocus();
    expect(f.email).toHaveValue("tm.chan@example.com");

    // Editing the rejected field lifts the server's mark.
    await user.type(f.email, "m");
    await waitFor(() => expect(f.email).not.toHaveAttribute("aria-invalid"));
  });
});

describe("ContactForm after a plain post (no JavaScript round trip)", () => {
  const visit = (url: string) => window.history.replaceState(null, "", url);

  afterEach(() => visit("/"));

  it("renders a hidden answer for every outcome, each with the id the endpoint's fragment names", () => {
    const html = renderToString(<ContactForm email={TRADER_EMAIL} />);
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("#contact-sent")).toHaveTextContent(SUCCESS);
    for (const error of OUTCOME_ERRORS) {
      const answer = page.querySelector(`#contact-${error}`);
      expect(answer).toHaveTextContent(outcomeErrorMessage(error, TRADER_EMAIL));
      expect(answer?.querySelector(`a[href="mailto:${TRADER_EMAIL}"]`)).not.toBeNull();
    }
    // Hidden until :target picks one; the same class carries the rule for every answer.
    expect(page.querySelectorAll(".fallback")).toHaveLength(OUTCOME_ERRORS.length + 1);
  });

  it("drops the pre-rendered answers once hydrated, so nothing shows twice", () => {
    const { container } = render(<ContactForm email={TRADER_EMAIL} />);
    expect(container.querySelector("#contact-sent")).toBeNull();
    expect(container.querySelector(".fallback")).toBeNull();
  });

  it("shows the success message a 303 came back with, and takes the outcome out of the address", async () => {
    visit("/contact?form=contact&sent=1#contact-sent");
    render(<ContactForm email={TRADER_EMAIL} />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS));
    expect(window.location.pathname).toBe("/contact");
    expect(window.location.search).toBe("");
    expect(window.location.hash).toBe("");
  });

  it("shows the refusal a 303 came back with and marks the fields it names", async () => {
    visit("/contact?utm_source=mail&form=contact&sent=0&error=invalid&fields=name,email,bogus#contact-invalid");
    render(<ContactForm email={TRADER_EMAIL} />);
    const region = await screen.findByRole("alert");
    await waitFor(() => expect(region).toHaveTextContent(FAILURE_MESSAGES.invalid));
    expect(within(region).getByRole("link", { name: TRADER_EMAIL })).toBeInTheDocument();
    expect(screen.getByText("Please check: Name, Email.")).toBeInTheDocument();
    expect(fields().name).toHaveAttribute("aria-invalid", "true");
    expect(fields().email).toHaveAttribute("aria-invalid", "true");
    expect(fields().comment).not.toHaveAttribute("aria-invalid");
    // Other parameters of the address stay.
    expect(window.location.search).toBe("?utm_source=mail");
  });

  it("offers the trader's address when the 303 says the mail server did not answer", async () => {
    visit("/contact?form=contact&sent=0&error=not-sent#contact-not-sent");
    render(<ContactForm email={TRADER_EMAIL} />);
    const region = await screen.findByRole("alert");
    await waitFor(() => expect(region).toHaveTextContent(deliveryFailedMessage(TRADER_EMAIL)));
  });

  it("ignores an outcome meant for another form", () => {
    visit("/?form=subscribe-email&sent=1#subscribe-email-sent");
    render(<ContactForm email={TRADER_EMAIL} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(window.location.search).toBe("?form=subscribe-email&sent=1");
  });

  it("keeps what a visitor typed before the script took over", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    container.innerHTML = renderToString(<ContactForm email={TRADER_EMAIL} />);
    const typed = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    typed.value = "Typed Early";
    render(<ContactForm email={TRADER_EMAIL} />, { container, hydrate: true });
    await waitFor(() => expect(fields().name).toHaveValue("Typed Early"));
    expect(fields().email).toHaveValue("");
    container.remove();
  });
});
