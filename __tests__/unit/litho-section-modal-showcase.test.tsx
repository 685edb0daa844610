/*
 * The modal-showcase section and the site's modal dialog: openers that name their dialog (so the
 * browser opens it without JavaScript too), the dialog's focus, Escape, outside press and close
 * button, the shared modal flag, the forms it holds, and the video card that stands in offline.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LayoutStateProvider } from "../../src/lib/layout-state";
import { ModalShowcase, modalDialogId } from "../../src/litho/sections/modal-showcase/modal-showcase";
import { installFetchMock } from "../support/fetch-mock";

jest.mock("../../src/lib/use-site-data", () => ({
  useSiteData: () => ({ siteUrl: "https://example.test", company: { email: "desk@example.test" } }),
}));

const fetchMock = installFetchMock();

const dialog = (overrides: Record<string, unknown> = {}) => ({
  kind: "text",
  size: "card",
  animation: null,
  tone: null,
  overline: null,
  title: "We have moved",
  text: ["Same building, second floor."],
  imageAlt: null,
  image: null,
  button: null,
  dismissLabel: "Got it",
  formId: null,
  buttonTitle: null,
  provider: null,
  videoId: null,
  place: null,
  ...overrides,
});

const modal = (key: string, label: string, dialogOverrides: Record<string, unknown> = {}, opener: Record<string, unknown> = {}) => ({
  key,
  opener: { label, style: null, title: null, caption: null, imageAlt: null, image: null, ...opener },
  dialog: dialog(dialogOverrides),
});

const section = (modals: ReturnType<typeof modal>[], layout: string | null = null) =>
  ({
    type: "modal-showcase",
    anchor: null,
    heading: { overline: null, title: "Modals", text: null, align: null },
    layout,
    background: null,
    modals,
  }) as unknown as Queries.LithoModalShowcaseSectionFieldsFragment;

const renderShowcase = (modals: ReturnType<typeof modal>[], layout?: string) =>
  render(
    <LayoutStateProvider>
      <ModalShowcase section={section(modals, layout)} />
    </LayoutStateProvider>,
  );

const dialogElement = (key: string) => document.getElementById(modalDialogId(key)) as HTMLDialogElement;

describe("ModalShowcase", () => {
  it("draws openers that name their dialog, so the browser can open it before scripts run", () => {
    renderShowcase([modal("moved", "Open a simple modal")]);
    const opener = screen.getByRole("button", { name: "Open a simple modal" });
    expect(opener).toHaveAttribute("commandfor", "modal-moved");
    expect(opener).toHaveAttribute("command", "show-modal");
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    const element = dialogElement("moved");
    expect(element.tagName).toBe("DIALOG");
    expect(element).not.toHaveAttribute("open");
    expect(element).toHaveAttribute("aria-labelledby", "modal-moved-title");
    expect(element).toHaveAttribute("closedby", "any");
  });

  it("opens on click with focus inside and the page locked, and Escape closes it and hands focus back", async () => {
    const user = userEvent.setup();
    renderShowcase([modal("moved", "Open a simple modal")]);
    const opener = screen.getByRole("button", { name: "Open a simple modal" });
    await user.click(opener);
    const element = dialogElement("moved");
    expect(element).toHaveAttribute("open");
    expect(element.contains(document.activeElement)).toBe(true);
    expect(document.body).toHaveClass("scroll-locked");

    await user.keyboard("{Escape}");
    expect(element).not.toHaveAttribute("open");
    expect(document.body).not.toHaveClass("scroll-locked");
    expect(opener).toHaveFocus();
  });

  it("keeps Tab inside the dialog, from the last control back to the first", async () => {
    const user = userEvent.setup();
    renderShowcase([modal("moved", "Open a simple modal")]);
    await user.click(screen.getByRole("button", { name: "Open a simple modal" }));
    const close = screen.getByRole("button", { name: "Close" });
    const dismiss = screen.getByRole("button", { name: "Got it" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(dismiss).toHaveFocus();
  });

  it("closes from its close button, its dismiss button and a press outside its panel", async () => {
    const user = userEvent.setup();
    renderShowcase([modal("moved", "Open a simple modal")]);
    const opener = screen.getByRole("button", { name: "Open a simple modal" });
    const element = dialogElement("moved");

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(element).not.toHaveAttribute("open");

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Got it" }));
    expect(element).not.toHaveAttribute("open");

    await user.click(opener);
    await user.click(element);
    expect(element).not.toHaveAttribute("open");
  });

  it("holds the template's forms, posting to their endpoints, and refuses a form its kind cannot hold", () => {
    renderShowcase([
      modal("news", "Subscribe", { kind: "subscribe", formId: "subscribe-terms", buttonTitle: "Sign me up", dismissLabel: null }),
      modal("call", "Call me", { kind: "contact", formId: "contact-phone", buttonTitle: "Call me back", dismissLabel: null }),
    ]);
    expect(screen.getByRole("button", { name: "Sign me up", hidden: true }).closest("form")).toHaveAttribute("action", "/api/subscribe");
    expect(screen.getByRole("button", { name: "Call me back", hidden: true }).closest("form")).toHaveAttribute("action", "/api/contact");
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderShowcase([modal("bad", "Bad", { kind: "contact", formId: "subscribe-terms" })])).toThrow(
      /contact-phone or contact-name-email/,
    );
    expect(() => renderShowcase([modal("bad", "Bad", { kind: "video", provider: "dailymotion", videoId: "x" })])).toThrow(
      /youtube or vimeo/,
    );
  });

  it("asks the video provider only once the dialog opens, and offline shows a card with a link", async () => {
    const user = userEvent.setup();
    fetchMock().mockRejectedValue(new TypeError("Failed to fetch"));
    renderShowcase([
      modal("reel", "Play the showreel", { kind: "video", provider: "youtube", videoId: "abc123", dismissLabel: null }, { style: "play" }),
    ]);
    expect(screen.getByText("This video plays on YouTube.")).toBeInTheDocument();
    expect(fetchMock()).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Play the showreel" }));
    await waitFor(() => expect(screen.getByText(/The YouTube player could not be loaded/)).toBeInTheDocument());
    expect(fetchMock()).toHaveBeenCalledWith(
      expect.stringContaining("youtube-nocookie.com/embed/abc123"),
      expect.objectContaining({ mode: "no-cors" }),
    );
    expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("href", "https://www.youtube.com/watch?v=abc123");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("draws the player when the provider answers, and drops it when the dialog closes", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue({ ok: false, status: 0 });
    renderShowcase([modal("reel", "Play the film", { kind: "video", provider: "vimeo", videoId: "76979871", dismissLabel: null })]);
    await user.click(screen.getByRole("button", { name: "Play the film" }));
    await waitFor(() =>
      expect(document.querySelector("iframe")).toHaveAttribute("src", expect.stringContaining("player.vimeo.com/video/76979871")),
    );
    await act(async () => {
      await user.keyboard("{Escape}");
    });
    expect(document.querySelector("iframe")).toBeNull();
  });
});
