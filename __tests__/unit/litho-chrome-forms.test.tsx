import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscribeForm } from "../../src/litho/chrome/subscribe-form";
import { LiveSubscribeForm, SUBSCRIBE_RETRY_HINT } from "../../src/litho/chrome/subscribe-form-live";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";

const SUCCESS = "Your message has been sent successfully subscribed to our email list!";

const fetchMock = installFetchMock();

const field = () => screen.getByRole("textbox", { name: "Email address" });
const submit = () => screen.getByRole("button", { name: /subscribe|sending/i });

const renderLive = (props: { page?: string } = {}) => render(<LiveSubscribeForm uid="subscribe" {...props} />);

describe("SubscribeForm before its script", () => {
  it("is a plain post until the visitor reaches for it; the live form then takes over what was typed, and the focus", async () => {
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    const { container } = render(<SubscribeForm page="/litho/home-startup" />);
    const plain = field() as HTMLInputElement;
    expect(container.querySelector("form")).not.toHaveAttribute("novalidate");
    act(() => plain.focus());
    plain.value = "reader@example.com";
    await waitFor(() => expect(field()).not.toBe(plain));
    // The live form is handed the address as it mounts and draws it on its next commit.
    await waitFor(() => expect(field()).toHaveValue("reader@example.com"));
    expect(field()).toHaveFocus();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("sends a submit pressed while the script was on its way once it has come", async () => {
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    const { container } = render(<SubscribeForm page="/litho/home-startup" />);
    const plain = field() as HTMLInputElement;
    act(() => plain.focus());
    plain.value = "early@example.com";
    fireEvent.submit(container.querySelector("form")!);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const [, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ formId: "subscribe-email", email: "early@example.com" });
  });

  it("posts a submit pressed while the script was on its way as a plain post when the script cannot come", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("../../src/litho/chrome/subscribe-form-live", () => {
        throw new Error("offline");
      });
      // React and Testing Library from the same isolated registry as the form, so its hooks work.
      const testing = await import("@testing-library/react/pure");
      const { SubscribeForm: OfflineForm } = await import("../../src/litho/chrome/subscribe-form");
      const plainPost = jest.spyOn(HTMLFormElement.prototype, "requestSubmit").mockImplementation(function (this: HTMLFormElement) {
        // What the browser would check and send: the form validates itself again, and the address is kept.
        expect(this).not.toHaveAttribute("novalidate");
        expect(this.elements.namedItem("email")).toHaveValue("offline@example.com");
      });
      const { container } = testing.render(<OfflineForm page="/litho/home-startup" />);
      const plain = field() as HTMLInputElement;
      testing.act(() => plain.focus());
      plain.value = "offline@example.com";
      testing.fireEvent.submit(container.querySelector("form")!);
      await testing.waitFor(() => expect(plainPost).toHaveBeenCalledTimes(1));
      expect(fetchMock()).not.toHaveBeenCalled();
      plainPost.mockRestore();
      testing.cleanup();
    });
  });
});

describe("SubscribeForm", () => {
  it("is a plain post to /api/subscribe that names its form", () => {
    const { container } = renderLive({ page: "/litho/home-startup" });
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/subscribe");
    expect(container.querySelector('input[name="formId"]')).toHaveValue("subscribe-email");
    expect(container.querySelector('input[name="page"]')).toHaveValue("/litho/home-startup");
    expect(field()).toHaveAttribute("type", "email");
    expect(field()).toHaveAttribute("name", "email");
  });

  it("refuses an empty or invalid address without showing error text, and sends nothing", async () => {
    const user = userEvent.setup();
    renderLive();
    await user.click(submit());
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription("Field is required.");
    // The reason is for screen readers only: no visible text under the field.
    expect(screen.getAllByText("Field is required.").every((node) => node.classList.contains("visually-hidden"))).toBe(true);

    await user.type(field(), "not-an-email");
    expect(field()).toHaveAccessibleDescription("Invalid email.");
    await user.click(submit());
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("sends the address, shows the success message, clears the field, and drops the message after 5 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    renderLive({ page: "/litho/home-startup" });
    await user.type(field(), "  reader@example.com ");
    await user.click(submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText(SUCCESS).closest('[role="status"]')).not.toBeNull();
    expect(field()).toHaveValue("");
    expect(field()).not.toHaveAttribute("aria-invalid");
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      formId: "subscribe-email",
      page: "/litho/home-startup",
      email: "reader@example.com",
      website: "",
    });

    // findByText itself lets a few fake milliseconds pass, so the check brackets the 5 s mark.
    act(() => {
      jest.advanceTimersByTime(4800);
    });
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it("keeps the address on a failed send and says what happened and what to do", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue(jsonResponse(503, { status: "error", message: "Our mail server did not answer." }));
    renderLive();
    await user.type(field(), "reader@example.com");
    await user.click(submit());
    const alert = await screen.findByText(/Our mail server did not answer\./);
    expect(alert).toHaveTextContent(SUBSCRIBE_RETRY_HINT);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(field()).toHaveValue("reader@example.com");
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it("reports an unreachable server the same way", async () => {
    const user = userEvent.setup();
    fetchMock().mockRejectedValue(new TypeError("Failed to fetch"));
    renderLive();
    await user.type(field(), "reader@example.com");
    await user.click(submit());
    expect(await screen.findByText(/could not reach our server/)).toHaveTextContent(SUBSCRIBE_RETRY_HINT);
    expect(field()).toHaveValue("reader@example.com");
  });
});
