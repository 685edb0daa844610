/*
 * The icon-grid section: its search and category filter (which icons show, the count and the
 * no-match line), what a tile copies and how the copy is announced, the style tabs, and the credit.
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IconGrid } from "../../src/litho/sections/icon-grid/icon-grid";
import { NOTICE_MS } from "../../src/litho/sections/icon-grid/icon-browser";
import { FIRST_TILES } from "../../src/litho/sections/icon-grid/icon-tiles";
import {
  ALL_CATEGORIES,
  categoryTextOf,
  copyTextFor,
  countText,
  queryWords,
  shownIcons,
  type IconStyleData,
} from "../../src/litho/sections/icon-grid/icon-filter";

const solid: IconStyleData = {
  key: "solid",
  title: "Solid",
  sprite: "/litho/icons/font-awesome-solid.svg",
  copy: "fa-solid fa-{name}",
  names: ["arrow-down", "arrow-up", "bell", "cloud-rain", "sun"],
  categories: [
    { title: "Arrows", icons: [0, 1] },
    { title: "Weather", icons: [3, 4] },
  ],
};
const brands: IconStyleData = {
  key: "brands",
  title: "Brands",
  sprite: "/litho/icons/font-awesome-brands.svg",
  copy: "fa-brands fa-{name}",
  names: ["github", "gitlab"],
  categories: [],
};

type Section = Queries.LithoIconGridSectionFieldsFragment;

const section = (overrides: Partial<Section["library"]> = {}, note: string | null = null): Section =>
  ({
    __typename: "LithoIconGridSection",
    type: "icon-grid",
    anchor: "icons",
    heading: { overline: "Solid and brands", title: "Font Awesome Free", text: null, align: null },
    note,
    background: "light",
    library: {
      name: "Font Awesome Free",
      version: "7",
      homepage: "https://fontawesome.com",
      authors: [{ name: "Dave Gandy", url: "https://github.com/FortAwesome/Font-Awesome" }],
      licences: [{ name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" }],
      styles: [solid, brands],
      ...overrides,
    },
  }) as unknown as Section;

const visibleNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("icon search", () => {
  it("splits a query into lowercase words on spaces, hyphens and underscores", () => {
    expect(queryWords("  Arrow-UP  down_left ")).toEqual(["arrow", "up", "down", "left"]);
    expect(queryWords("   ")).toEqual([]);
  });

  it("shows icons whose name or category holds every word, within the chosen category", () => {
    const text = categoryTextOf(solid);
    const show = (query: string, category = ALL_CATEGORIES) =>
      solid.names.filter((_, index) => shownIcons(solid, text, { words: queryWords(query), category })[index]);
    expect(show("")).toEqual(solid.names);
    expect(show("up arrow")).toEqual(["arrow-up"]);
    expect(show("weather")).toEqual(["cloud-rain", "sun"]);
    expect(show("", "Arrows")).toEqual(["arrow-down", "arrow-up"]);
    expect(show("down", "Weather")).toEqual([]);
    expect(show("zz")).toEqual([]);
  });

  it("counts with thousands separators and fills the copy pattern", () => {
    expect(countText(48, 1402, "icons")).toBe("48 of 1,402 icons");
    expect(copyTextFor("fa-solid fa-{name}", "star")).toBe("fa-solid fa-star");
    expect(copyTextFor("{name}", "activity")).toBe("activity");
  });
});

describe("IconGrid section", () => {
  const clipboard = { writeText: jest.fn<Promise<void>, [string]>() };

  // user-event puts a clipboard of its own on the navigator when set up: ours goes on after it.
  const setup = (options: Parameters<typeof userEvent.setup>[0] = {}) => {
    const user = userEvent.setup(options);
    Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
    return user;
  };

  beforeEach(() => {
    clipboard.writeText.mockReset().mockResolvedValue(undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("credits the set's makers and licence with links, and says what it stands in for", () => {
    render(<IconGrid section={section({}, "Shown in place of another set.")} />);
    const region = screen.getByRole("region", { name: "Font Awesome Free" });
    expect(within(region).getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
    expect(within(region).getByRole("link", { name: "Dave Gandy" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Font Awesome Free 7 by Dave Gandy, under the CC BY 4.0 licence.");
    expect(within(region).getByText("Shown in place of another set.")).toBeInTheDocument();
  });

  it("draws each tile from its style's sprite, named under it", () => {
    render(<IconGrid section={section()} />);
    const list = screen.getByRole("list", { name: "Font Awesome Free solid icons" });
    const bell = within(list).getByRole("button", { name: "bell" });
    expect(bell.querySelector("use")).toHaveAttribute("href", "/litho/icons/font-awesome-solid.svg#bell");
    expect(bell.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("filters as you type with a live count, says when nothing matches and clears back to every icon", async () => {
    const user = setup();
    render(<IconGrid section={section()} />);
    const list = screen.getByRole("list", { name: "Font Awesome Free solid icons" });
    const status = screen.getAllByRole("status")[0];
    expect(status).toHaveTextContent("5 of 5 solid icons");
    const field = screen.getByRole("searchbox", { name: "Search Font Awesome Free icons" });
    await user.type(field, "arrow");
    expect(visibleNames(list)).toEqual(["arrow-down", "arrow-up"]);
    expect(status).toHaveTextContent("2 of 5 solid icons");
    await user.type(field, " sideways");
    expect(status).toHaveTextContent("No solid icon matches “arrow sideways”.");
    expect(visibleNames(list)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    expect(visibleNames(list)).toHaveLength(5);
  });

  it("filters by category and names the category when nothing in it matches", async () => {
    const user = setup();
    render(<IconGrid section={section()} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Weather");
    expect(visibleNames(screen.getByRole("list", { name: "Font Awesome Free solid icons" }))).toEqual(["cloud-rain", "sun"]);
    await user.type(screen.getByRole("searchbox"), "bell");
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("No solid icon in Weather matches “bell”.");
  });

  it("copies the tile's class on Enter and announces it politely, then lets the notice go", async () => {
    jest.useFakeTimers();
    const user = setup({ advanceTimers: jest.advanceTimersByTime });
    render(<IconGrid section={section()} />);
    screen.getByRole("button", { name: "sun" }).focus();
    await user.keyboard("{Enter}");
    expect(clipboard.writeText).toHaveBeenCalledWith("fa-solid fa-sun");
    const notice = screen.getAllByRole("status").at(-1) as HTMLElement;
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(notice).toHaveTextContent("Copied fa-solid fa-sun to the clipboard");
    await act(async () => {
      jest.advanceTimersByTime(NOTICE_MS);
    });
    expect(notice).toHaveTextContent("");
  });

  it("gives the class to read where the clipboard is out of reach", async () => {
    jest.useFakeTimers();
    clipboard.writeText.mockRejectedValue(new Error("denied"));
    document.execCommand = jest.fn(() => false);
    const user = setup({ advanceTimers: jest.advanceTimersByTime });
    render(<IconGrid section={section()} />);
    await user.click(screen.getByRole("button", { name: "bell" }));
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent("Could not reach the clipboard: the class is fa-solid fa-bell");
    // The fallback took the focus for a moment and gave it back.
    expect(screen.getByRole("button", { name: "bell" })).toHaveFocus();
  });

  it("puts each style in a tab and counts the active one; the search follows into every style", async () => {
    const user = setup();
    render(<IconGrid section={section()} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Solid (5)", "Brands (2)"]);
    await user.click(screen.getByRole("tab", { name: "Brands (2)" }));
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("2 of 2 brands icons");
    // Brands have no categories: no category filter for them.
    expect(screen.queryByRole("combobox", { name: "Category" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("searchbox"), "lab");
    expect(visibleNames(screen.getByRole("list", { name: "Font Awesome Free brands icons" }))).toEqual(["gitlab"]);
    await user.click(screen.getByRole("button", { name: "gitlab" }));
    expect(clipboard.writeText).toHaveBeenCalledWith("fa-brands fa-gitlab");
  });

  // Hundreds of tiles rendered and re-rendered in jsdom: about 2 s alone, more than Jest's 5 s default on a busy machine.
  it("shows a long set's first tiles, keeps the rest in the page for a Show more button, and starts over on a new search", async () => {
    const user = setup();
    const names = Array.from({ length: FIRST_TILES + 40 }, (_, index) => `icon-${String(index).padStart(3, "0")}`);
    render(<IconGrid section={section({ name: "Long Set", styles: [{ ...solid, names, categories: [] }] })} />);
    const list = screen.getByRole("list", { name: "Long Set icons" });
    const tileCount = () => list.querySelectorAll(":scope > li").length;
    expect(tileCount()).toBe(FIRST_TILES);
    // The rest, for the page without JavaScript, is markup in a <noscript>.
    const fallback = list.nextElementSibling as HTMLElement;
    expect(fallback.tagName).toBe("NOSCRIPT");
    expect(fallback.innerHTML).toContain(`aria-label="Long Set icons, continued"`);
    expect(fallback.innerHTML.match(/<li>/g)).toHaveLength(40);
    expect(fallback.innerHTML).toContain(`<use href="/litho/icons/font-awesome-solid.svg#${names[FIRST_TILES]}"></use>`);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(`${FIRST_TILES + 40} of ${FIRST_TILES + 40} icons`);
    await user.click(screen.getByRole("button", { name: "Show 40 more icons" }));
    expect(tileCount()).toBe(FIRST_TILES + 40);
    expect(screen.queryByRole("button", { name: /^Show \d+ more/ })).not.toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    });
    expect(within(list).getByRole("button", { name: names[FIRST_TILES] })).toHaveFocus();
    await user.type(screen.getByRole("searchbox"), "icon");
    expect(tileCount()).toBe(FIRST_TILES);
  }, 20_000);

  it("is one plain grid, named after the set, when the set has one style", () => {
    render(<IconGrid section={section({ name: "Feather Icons", styles: [{ ...solid, copy: "{name}", categories: [] }] })} />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Feather Icons" })).toBeInTheDocument();
    expect(screen.getByText("Choose an icon to copy its name: …")).toBeInTheDocument();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("5 of 5 icons");
  });
});
