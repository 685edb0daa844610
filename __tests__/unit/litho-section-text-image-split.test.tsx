/*
 * Text beside an image in its four layouts: each shows the heading once, the copy, the checklist,
 * the button and the figure, arranged its own way; a layout the index lacks draws the framed one.
 */
import { render, screen } from "@testing-library/react";
import { TextImageSplit } from "../../src/litho/sections/text-image-split/text-image-split";
import { SectionLayoutsProvider } from "../../src/litho/sections/section-layouts";
import { sectionLayouts } from "../../src/litho/sections/all-layouts";

const section = (layout: string | null) =>
  ({
    type: "text-image-split",
    anchor: null,
    heading: { overline: "Our story", title: "Forty years of the same oven", text: null, align: null },
    content: ["We still bake every loaf before dawn."],
    listItems: [{ icon: null, title: null, content: "Flour milled ten miles away" }],
    button: { title: "Read our story", link: "/litho/page/about-us", style: null, icon: null, newTab: null },
    imageAlt: "The bakery's oven at dawn",
    image: null,
    badge: { value: "40", label: "Years of baking" },
    reverse: null,
    layout,
    background: null,
  }) as unknown as Queries.LithoTextImageSplitSectionFieldsFragment;

const renderIn = (layout: string | null) =>
  render(
    <SectionLayoutsProvider value={sectionLayouts}>
      <TextImageSplit section={section(layout)} />
    </SectionLayoutsProvider>,
  );

test.each([null, "arch", "overlap", "editorial"])("the %s layout shows the heading, copy, checklist, button and figure", (layout) => {
  const { container } = renderIn(layout);
  expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
  expect(screen.getByRole("region", { name: "Forty years of the same oven" })).toBeInTheDocument();
  expect(screen.getByText("We still bake every loaf before dawn.")).toBeInTheDocument();
  expect(screen.getByText("Flour milled ten miles away")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Read our story" })).toHaveAttribute("href", "/litho/page/about-us");
  expect(screen.getByText("40")).toBeInTheDocument();
  expect(screen.getByText("Years of baking")).toBeInTheDocument();
  expect(container.querySelector("[data-layout]")?.getAttribute("data-layout") ?? null).toBe(layout);
});

test("the editorial layout captions its picture with the figure", () => {
  renderIn("editorial");
  const caption = screen.getByRole("figure").querySelector("figcaption");
  expect(caption).toHaveTextContent("40Years of baking");
});

test("a layout the index lacks draws the framed layout", () => {
  const { container } = renderIn("zigzag");
  expect(container.querySelector("[data-layout]")).toBeNull();
  expect(screen.getByText("Years of baking")).toBeInTheDocument();
});
