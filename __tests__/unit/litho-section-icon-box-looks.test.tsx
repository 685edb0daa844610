/*
 * The icon-with-text section's looks: boxed and plain keep the text icon as a small count by the icon; the
 * overline looks print it as a label over the title; the custom looks draw the icon in a shape, the item's
 * photo with the icon on a badge, or the text icon alone in a ring.
 */
import { render, screen, within } from "@testing-library/react";
import { IconWithText } from "../../src/litho/sections/icon-with-text/icon-with-text";
import { iconBoxLook, iconBoxShape } from "../../src/litho/sections/icon-with-text/icon-box-look";

type Section = Queries.LithoIconWithTextSectionFieldsFragment;

const photo = {
  childImageSharp: {
    gatsbyImageData: { layout: "fixed" as const, width: 132, height: 132, images: { fallback: { src: "/teacher.jpg" }, sources: [] } },
  },
};

const item = (title: string, textIcon: string | null, withPhoto = false) => ({
  icon: "award",
  textIcon,
  title,
  content: `${title}, in a sentence.`,
  link: "/litho/page/our-services",
  linkTitle: "See the service",
  img: null,
  photo: withPhoto ? photo : null,
  animation: { delay: 0, duration: 0.8 },
});

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "icon-with-text",
    anchor: null,
    heading: { overline: "Style 01", title: "A label on a rule", text: null, align: "center" },
    style: null,
    shape: null,
    columns: 3,
    background: "light",
    items: [item("Books closed every month", "Bookkeeping"), item("Returns filed before the rush", "Tax")],
    ...overrides,
  }) as unknown as Section;

const firstBox = () => screen.getAllByRole("listitem")[0];

describe("icon-with-text looks", () => {
  it("boxed (the default) keeps the text icon as a hidden count by the icon", () => {
    render(<IconWithText section={section()} />);
    const count = within(firstBox()).getByText("Bookkeeping");
    expect(count.closest("[aria-hidden='true']")).not.toBeNull();
    expect(within(firstBox()).getByRole("link", { name: /See the service/ })).toHaveAccessibleName(
      "See the service : Books closed every month",
    );
  });

  it("overline prints the text icon as a label read before the title", () => {
    render(<IconWithText section={section({ style: "overline" })} />);
    const label = within(firstBox()).getByText("Bookkeeping");
    expect(label.tagName).toBe("P");
    expect(label.closest("[aria-hidden='true']")).toBeNull();
    const heading = within(firstBox()).getByRole("heading", { level: 3, name: "Books closed every month" });
    expect(label.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("image shows the item's photo with its icon on a badge; text-icon shows the text icon in place of the icon", () => {
    const { container, rerender } = render(
      <IconWithText section={section({ style: "image", items: [item("Pastry with Tomás", null, true)] })} />,
    );
    expect(container.querySelector("img")).toHaveAttribute("src", "/teacher.jpg");
    expect(container.querySelectorAll("svg")).toHaveLength(1);
    rerender(<IconWithText section={section({ style: "text-icon", items: [item("Collection any hour", "24/7")] })} />);
    expect(screen.getByText("24/7")).toBeInTheDocument();
    expect(container.querySelector("svg")).toBeNull();
  });

  it("falls back to boxed cards and to the blob for names it does not know", () => {
    expect(iconBoxLook("overline-number")).toBe("overline-number");
    expect(iconBoxLook("fancy")).toBe("boxed");
    expect(iconBoxLook(null)).toBe("boxed");
    expect(iconBoxShape("hexagon")).toBe("hexagon");
    expect(iconBoxShape("star")).toBe("blob");
  });
});
