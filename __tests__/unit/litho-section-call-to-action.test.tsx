/*
 * The call-to-action section, and its subscribe variant that closes the startup home: the shared
 * subscribe-email form in place of the buttons, posting to /api/subscribe.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CallToAction } from "../../src/litho/sections/call-to-action/call-to-action";

const section = (overrides: Partial<Queries.LithoCallToActionSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoCallToActionSection",
    type: "call-to-action",
    anchor: "subscribe",
    overline: "Newsletter",
    title: "Get startup advice in your inbox",
    text: "One short e-mail a month.",
    buttons: null,
    subscribe: { placeholder: "Enter your email address", buttonLabel: "Subscribe" },
    imageAlt: "",
    image: null,
    ...overrides,
  }) as unknown as Queries.LithoCallToActionSectionFieldsFragment;

describe("CallToAction section", () => {
  it("shows buttons when the document gives them and no form without `subscribe`", () => {
    render(
      <CallToAction
        section={section({
          subscribe: null,
          buttons: [
            {
              title: "Start a project",
              link: "/litho/page/contact-modern",
              style: null,
              size: null,
              shape: null,
              icon: null,
              shadow: null,
            },
            {
              title: "Pricing packages",
              link: "/litho/page/pricing-packages",
              style: null,
              size: null,
              shape: null,
              icon: null,
              shadow: null,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole("region", { name: "Get startup advice in your inbox" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start a project" })).toHaveAttribute("href", "/litho/page/contact-modern");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("with `subscribe`, carries the subscribe-email form as a real post to /api/subscribe", () => {
    const { container } = render(<CallToAction section={section()} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/subscribe");
    expect(container.querySelector('input[name="formId"]')).toHaveValue("subscribe-email");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute("placeholder", "Enter your email address");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("refuses an invalid address with no text under the field, only the invalid mark", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<CallToAction section={section()} />);
    const emailField = () => screen.getByRole("textbox", { name: "Email address" });
    // Reaching the plain form's field fetches the form's script; the live form then takes its place, focused.
    const plainField = emailField();
    await user.tab();
    await waitFor(() => expect(emailField()).not.toBe(plainField));
    await waitFor(() => expect(emailField()).toHaveFocus());
    await user.keyboard("not-an-email");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const field = emailField();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Invalid email.");
    expect(screen.getAllByText("Invalid email.").every((node) => node.classList.contains("visually-hidden"))).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("CallToAction section with store buttons", () => {
  it("shows the store badges as links after the buttons", () => {
    render(
      <CallToAction
        section={section({
          subscribe: null,
          stores: [
            { store: "google-play", link: "https://play.google.com/store/apps" },
            { store: "app-store", link: "https://apps.apple.com/" },
          ],
        })}
      />,
    );
    const stores = screen.getByRole("list", { name: "Get the app" });
    expect(stores.querySelectorAll("a")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", "https://play.google.com/store/apps");
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", "https://apps.apple.com/");
  });
});
