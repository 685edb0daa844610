/* The text-blocks section: each kind of block as a reader meets it, and a kind it cannot draw stopping the render. */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextBlocks, renderBlock } from "../../src/litho/sections/text-blocks/text-blocks";
import { columnCount } from "../../src/litho/sections/text-blocks/columns-block";
import { resetDismissedMemory } from "../../src/litho/ui/dismissed-store";

type Section = Queries.LithoTextBlocksSectionFieldsFragment;
type Block = Section["blocks"][number];

const section = (blocks: readonly Block[], overrides: Partial<Section> = {}): Section =>
  ({
    type: "text-blocks",
    anchor: "style",
    heading: { overline: "Style 01", title: "Classic", text: null, align: null },
    layout: null,
    columns: null,
    background: null,
    blocks,
    ...overrides,
  }) as Section;

const heading = (text: string, extra: object = {}) =>
  ({
    __typename: "LithoHeadingBlock",
    kind: "heading",
    text,
    overline: null,
    subtitle: null,
    style: null,
    number: null,
    align: null,
    ...extra,
  }) as Block;
const paragraph = (text: string, extra: object = {}) =>
  ({
    __typename: "LithoParagraphBlock",
    kind: "paragraph",
    text,
    dropCap: null,
    highlight: null,
    size: null,
    align: null,
    ...extra,
  }) as Block;
const listItem = (content: string, extra: object = {}) => ({
  icon: null,
  title: null,
  content,
  linkTitle: null,
  link: null,
  number: null,
  ...extra,
});
const message = (title: string, dismissId: string | null) =>
  ({
    __typename: "LithoMessageBlock",
    kind: "message",
    text: `${title} text`,
    title,
    variant: "warning",
    style: null,
    icon: null,
    dismissId,
  }) as Block;

beforeEach(() => {
  window.localStorage.clear();
  resetDismissedMemory();
});

describe("TextBlocks", () => {
  it("names the region by its title and puts headings of the flow one level under it", () => {
    render(<TextBlocks section={section([heading("Timeless ==furniture==", { overline: "The workshop" }), paragraph("Made by hand.")])} />);
    const region = screen.getByRole("region", { name: "Classic" });
    expect(within(region).getByRole("heading", { level: 3, name: "Timeless furniture" })).toBeInTheDocument();
    expect(within(region).getByText("furniture").tagName).toBe("MARK");
    expect(within(region).getByText("The workshop")).toBeInTheDocument();
  });

  it("makes flow headings h2 in a section without a title", () => {
    render(<TextBlocks section={section([heading("On its own")], { heading: null })} />);
    expect(screen.getByRole("heading", { level: 2, name: "On its own" })).toBeInTheDocument();
  });

  it("opens a paragraph with the drop cap it names and highlights its phrases in its look", () => {
    render(<TextBlocks section={section([paragraph("Long before ==the guests== arrive", { dropCap: "boxed", highlight: "gradient" })])} />);
    const text = screen.getByText(/Long before/);
    expect(text.tagName).toBe("P");
    expect(text).toHaveClass("dropCap", "capBoxed");
    expect(screen.getByText("the guests")).toHaveClass("mark", "gradient");
  });

  it("names a quote's author and source in the figure's caption", () => {
    const quote = {
      __typename: "LithoQuoteBlock",
      kind: "quote",
      text: "They listened first.",
      author: "Amelia Hart",
      source: "Client",
      style: "boxed",
      image: null,
    } as Block;
    render(<TextBlocks section={section([quote])} />);
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText("They listened first.").closest("blockquote")).not.toBeNull();
    expect(figure.querySelector("figcaption")?.textContent).toBe("Amelia HartClient");
  });

  it("numbers an ordered list with a leading zero below 10, keeping a number the data gives", () => {
    const items = Array.from({ length: 11 }, (_, index) => listItem(`Step ${index + 1}`, index === 10 ? { number: "XI" } : {}));
    const list = { __typename: "LithoListBlock", kind: "list", style: "numbered", items } as Block;
    render(<TextBlocks section={section([list])} />);
    const rows = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "XI",
    ]);
  });

  it("gives an item's link the item's title as context and bullets items in an unordered list by default", () => {
    const list = {
      __typename: "LithoListBlock",
      kind: "list",
      style: null,
      items: [listItem("Strategy work", { title: "Brand strategy", link: "/litho/page/our-services", linkTitle: "Our services" })],
    } as Block;
    render(<TextBlocks section={section([list])} />);
    expect(screen.getByRole("list").tagName).toBe("UL");
    expect(screen.getByRole("link", { name: /^Our services\s?: Brand strategy$/ })).toHaveAttribute("href", "/litho/page/our-services");
  });

  it("draws a separator as a rule, or as words between rules", () => {
    const rule = {
      __typename: "LithoSeparatorBlock",
      kind: "separator",
      style: "dashed",
      width: "short",
      icon: null,
      label: null,
      align: "left",
    } as Block;
    const words = {
      __typename: "LithoSeparatorBlock",
      kind: "separator",
      style: "label",
      width: null,
      icon: null,
      label: "Or",
      align: null,
    } as Block;
    render(<TextBlocks section={section([rule, words])} />);
    expect(screen.getByRole("separator")).toHaveClass("dashed", "short", "left");
    expect(screen.getByText("Or")).toBeInTheDocument();
  });

  it("flows columns in two to four", () => {
    expect([columnCount(null), columnCount(3), columnCount(4), columnCount(6)]).toEqual([2, 3, 4, 2]);
  });

  it("closes a message box from the keyboard for good and hands the focus to the next one", async () => {
    const { unmount } = render(<TextBlocks section={section([message("Almost full", "full"), message("Support hours", "hours")])} />);
    screen.getByRole("button", { name: "Close message: Almost full" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByText("Almost full")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close message: Support hours" })).toHaveFocus();
    unmount();
    render(<TextBlocks section={section([message("Almost full", "full")])} />);
    expect(screen.queryByText("Almost full")).not.toBeInTheDocument();
  });

  it("leaves a message box without a dismissId open, with no close button", () => {
    render(<TextBlocks section={section([message("Holiday hours", null)])} />);
    expect(screen.getByText("Holiday hours")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("draws buttons in their style, size, shape and icon, each a link", () => {
    const buttons = {
      __typename: "LithoButtonsBlock",
      kind: "buttons",
      align: null,
      buttons: [
        {
          title: "Call us",
          link: "/litho/page/contact-simple",
          style: "outline",
          size: "sm",
          shape: "square",
          icon: "phone",
          shadow: true,
        },
        { title: "Read more", link: "/litho/page/our-story", style: "link", size: null, shape: null, icon: null, shadow: null },
      ],
    } as Block;
    render(<TextBlocks section={section([buttons])} />);
    const [call, more] = screen.getAllByRole("link");
    expect(call).toHaveAttribute("href", "/litho/page/contact-simple");
    expect(call).toHaveClass("button", "outline", "sm", "square", "shadow");
    expect(call.querySelector("svg")).not.toBeNull();
    expect(more).toHaveClass("link", "lg", "pill");
  });

  it("lists social links by name, each opening in a new tab, with names shown when asked", () => {
    const socials = {
      __typename: "LithoSocialsBlock",
      kind: "socials",
      style: "brand",
      size: "lg",
      labels: true,
      label: "Follow the studio",
      align: null,
      socials: [{ icon: "instagram", title: "Instagram", color: "#e4405f", link: "https://www.instagram.com/" }],
    } as Block;
    render(<TextBlocks section={section([socials])} />);
    const list = screen.getByRole("list", { name: "Follow the studio" });
    expect(list).toHaveClass("brand", "lg", "labelled");
    const link = within(list).getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("Instagram");
  });

  it("stops loudly at a block it has no renderer for", () => {
    expect(() => renderBlock({ __typename: "LithoCitationBlock" }, { ground: "light", headingLevel: 3 })).toThrow(
      "The text-blocks section has no renderer for LithoCitationBlock",
    );
  });
});
