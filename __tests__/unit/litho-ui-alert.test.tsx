/* Dismissible alert: once closed it stays closed for good, also after a remount; the keyboard lands somewhere sensible. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Alert } from "../../src/litho/ui/alert";
import { hideDismissedBoxesScript, resetDismissedMemory } from "../../src/litho/ui/dismissed-store";

beforeEach(() => {
  window.localStorage.clear();
  resetDismissedMemory();
});

describe("Alert", () => {
  it("renders a static message without a close button when not dismissible", () => {
    render(<Alert title="Heads up">Static note</Alert>);
    expect(screen.getByText("Static note")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("closes on its button and stays closed across remounts", async () => {
    const { unmount } = render(
      <Alert dismissId="promo" variant="success">
        Saved
      </Alert>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close message" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("litho-alert-dismissed:promo")).toBe("1");
    unmount();

    render(
      <Alert dismissId="promo" variant="success">
        Saved
      </Alert>,
    );
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("remembers each id on its own and closes every copy of the same id", async () => {
    render(
      <>
        <Alert dismissId="one">First</Alert>
        <Alert dismissId="one">First again</Alert>
        <Alert dismissId="two">Second</Alert>
      </>,
    );
    await userEvent.click(screen.getAllByRole("button", { name: "Close message" })[0]);
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.queryByText("First again")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("reads the record of an earlier visit from localStorage", () => {
    window.localStorage.setItem("litho-alert-dismissed:earlier", "1");
    render(<Alert dismissId="earlier">Old news</Alert>);
    expect(screen.queryByText("Old news")).not.toBeInTheDocument();
  });

  it("still stays closed when storage refuses to work", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const { unmount } = render(<Alert dismissId="no-storage">Blocked storage</Alert>);
    await userEvent.click(screen.getByRole("button", { name: "Close message" }));
    unmount();
    render(<Alert dismissId="no-storage">Blocked storage</Alert>);
    expect(screen.queryByText("Blocked storage")).not.toBeInTheDocument();
    setItem.mockRestore();
  });

  it("hands the focus to the next closable box, then the previous one, then the region's heading", async () => {
    render(
      <section aria-labelledby="notes">
        <h2 id="notes">Notes</h2>
        <Alert dismissId="a" dismissLabel="Close a">
          A
        </Alert>
        <Alert dismissId="b" dismissLabel="Close b">
          B
        </Alert>
      </section>,
    );
    screen.getByRole("button", { name: "Close a" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByText("A")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close b" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(screen.queryByText("B")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Notes" })).toHaveFocus();
  });
});

describe("hideDismissedBoxesScript", () => {
  it("hides, before React runs, only the server-rendered boxes closed on an earlier visit", () => {
    // As the server left them: rendered before the visit's record is read.
    render(
      <>
        <Alert dismissId="cookie-note">Cookie note</Alert>
        <Alert dismissId='odd "id"'>Odd id</Alert>
        <Alert dismissId="welcome">Welcome</Alert>
      </>,
    );
    window.localStorage.setItem("litho-alert-dismissed:cookie-note", "1");
    window.localStorage.setItem('litho-alert-dismissed:odd "id"', "1");
    window.localStorage.setItem("unrelated", "1");
    // Every built page inlines its stylesheets before the script; the rule joins the last of them.
    const inlined = document.head.appendChild(document.createElement("style"));
    inlined.textContent = "body{margin:0}";
    const styleCount = document.head.querySelectorAll("style").length;
    new Function(hideDismissedBoxesScript())();
    const shown = (text: string) => getComputedStyle(screen.getByText(text).closest("[data-dismissible]")!).display !== "none";
    expect(shown("Cookie note")).toBe(false);
    expect(shown("Odd id")).toBe(false);
    expect(shown("Welcome")).toBe(true);
    expect(document.head.querySelectorAll("style")).toHaveLength(styleCount);
    inlined.remove();
  });
});
