import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TemplateForm } from "../../src/litho/ui/template-form";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";

const CONTACT_SUCCESS = "Your message has been sent successfully!";
const SUBSCRIBE_SUCCESS = "Your message has been sent successfully subscribed to our email list!";

const fetchMock = installFetchMock();

const box = (name: string) => screen.getByRole("textbox", { name });
const submit = () => screen.getByRole("button", { name: /request|send|subscribe/i });

describe("TemplateForm", () => {
  it("is a plain post to the form's endpoint with the registry's fields", () => {
    const { container } = render(<TemplateForm formId="contact-phone" page="/litho/home-business" />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    expect(container.querySelector('input[name="formId"]')).toHaveValue("contact-phone");
    expect(container.querySelector('input[name="page"]')).toHaveValue("/litho/home-business");
    expect(box("Name")).toHaveAttribute("name", "name");
    expect(box("Email")).toHaveAttribute("type", "email");
    expect(box("Phone")).toHaveAttribute("type", "tel");
    expect(box("Phone")).toHaveAttribute("placeholder", "Mobile no");
  });

  it("shows a field's error text only once that field was touched", async () => {
    const user = userEvent.setup();
    render(<TemplateForm formId="contact-phone" />);
    await user.type(box("Name"), "Ann");
    await user.type(box("Email"), "ann@");
    // Email is still focused: not touched yet, so nothing shows.
    expect(screen.queryByText("Invalid email.")).toBeNull();
    await user.click(box("Phone"));
    expect(await screen.findByText("Invalid email.")).toBeVisible();
    expect(box("Email")).toHaveAttribute("aria-invalid", "true");
    expect(box("Email")).toHaveAccessibleDescription("Invalid email.");
    // Phone was entered but not left: no text for it yet.
    expect(screen.queryByText("Field is required.")).toBeNull();
    await user.type(box("Phone"), "12345");
    await user.tab();
    expect(await screen.findByText("Invalid phone")).toBeVisible();
  });

  it("a submit touches every field and sends nothing while any is invalid", async () => {
    const user = userEvent.setup();
    render(<TemplateForm formId="contact-name-email" />);
    await user.click(submit());
    expect(await screen.findAllByText("Field is required.")).toHaveLength(2);
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("subscribe with terms needs the box ticked ('Message')", async () => {
    const user = userEvent.setup();
    render(<TemplateForm formId="subscribe-terms" buttonLabel="Subscribe" />);
    expect(screen.getByRole("button", { name: "Subscribe" }).closest("form")).toHaveAttribute("action", "/api/subscribe");
    await user.type(box("Name"), "Ann");
    await user.type(box("Email"), "ann@example.com");
    await user.click(submit());
    expect(await screen.findByText("Message")).toBeVisible();
    expect(fetchMock()).not.toHaveBeenCalled();
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    await user.click(screen.getByRole("checkbox"));
    await user.click(submit());
    expect(await screen.findByText(SUBSCRIBE_SUCCESS)).toBeVisible();
    const [, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({
      formId: "subscribe-terms",
      name: "Ann",
      email: "ann@example.com",
      terms_condition: true,
    });
  });

  it("on success clears the form, shows the message and drops it after 5 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    render(<TemplateForm formId="contact-phone" page="/litho/home-business" />);
    await user.type(box("Name"), "Ann Lee");
    await user.type(box("Email"), "ann@example.com");
    await user.type(box("Phone"), "(123) 456-7890");
    await user.click(submit());
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeVisible();
    expect(fetchMock()).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(box("Name")).toHaveValue("");
    expect(box("Phone")).toHaveValue("");
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
  });

  it("on failure keeps every value, marks what the server refused and says what to do next", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue(
      jsonResponse(400, { status: "error", message: "Please check the highlighted fields.", errors: { phone: "Invalid phone" } }),
    );
    render(<TemplateForm formId="contact-phone" />);
    await user.type(box("Name"), "Ann Lee");
    await user.type(box("Email"), "ann@example.com");
    await user.type(box("Phone"), "123-456-7890");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields. Everything you typed is still here");
    expect(box("Name")).toHaveValue("Ann Lee");
    expect(box("Phone")).toHaveValue("123-456-7890");
    expect(box("Phone")).toHaveAttribute("aria-invalid", "true");
    // Editing the refused field lifts the server's mark once the value is valid again.
    await user.clear(box("Phone"));
    await user.type(box("Phone"), "123.456.7891");
    expect(box("Phone")).not.toHaveAttribute("aria-invalid");
  });
});

describe("TemplateForm while its rules are on their way", () => {
  it("keeps what was typed, and the focus, until yup and the schema arrive", async () => {
    const user = userEvent.setup();
    render(<TemplateForm formId="contact-name-email" />);
    // Typed in one go, before the rules' chunk can arrive.
    act(() => box("Email").focus());
    fireEvent.change(box("Name"), { target: { value: "Ann" } });
    fireEvent.change(box("Email"), { target: { value: "ann@" } });
    expect(screen.queryByText("Invalid email.")).toBeNull();
    await user.click(box("Name"));
    // Leaving the e-mail field judged it once the rules were in.
    expect(await screen.findByText("Invalid email.")).toBeVisible();
    expect(box("Name")).toHaveValue("Ann");
    expect(box("Email")).toHaveValue("ann@");
    expect(box("Name")).toHaveFocus();
    await user.keyboard("e");
    expect(box("Name")).toHaveValue("Anne");
  });

  it("a field left with a mistake before the rules arrive shows its error once they have", async () => {
    render(<TemplateForm formId="contact-name-email" />);
    // The visitor types and leaves before the rules' chunk lands.
    act(() => box("Email").focus());
    fireEvent.change(box("Email"), { target: { value: "ann@" } });
    fireEvent.blur(box("Email"));
    expect(screen.queryByText("Invalid email.")).toBeNull();
    expect(await screen.findByText("Invalid email.")).toBeVisible();
    expect(box("Email")).toHaveAttribute("aria-invalid", "true");
    // The name was never left: it stays quiet.
    expect(screen.queryByText("Field is required.")).toBeNull();
  });

  it("a send made at once waits for the rules, which check it, and never falls back to a plain post", async () => {
    const user = userEvent.setup();
    const { container } = render(<TemplateForm formId="contact-name-email" />);
    const form = container.querySelector("form")!;
    const plainPost = jest.spyOn(form, "submit").mockImplementation(() => undefined);
    fireEvent.submit(form);
    expect(await screen.findAllByText("Field is required.")).toHaveLength(2);
    expect(fetchMock()).not.toHaveBeenCalled();
    expect(plainPost).not.toHaveBeenCalled();
    await user.type(box("Name"), "Ann");
    expect(screen.getAllByText("Field is required.")).toHaveLength(1);
  });
});
