/*
 * The image-boxes section: every box holds its image, title, text and link in the page (folded text is
 * only hidden from the eye, never from the keyboard or assistive technology), in one of three looks.
 */
import { render, screen, within } from "@testing-library/react";
import { ImageBoxes, imageBoxesStyle } from "../../src/litho/sections/image-boxes/image-boxes";

type Section = Queries.LithoImageBoxesSectionFieldsFragment;

const box = (title: string) => ({
  imageAlt: "",
  overline: "Living rooms",
  title,
  text: `${title}, told in a sentence.`,
  link: "/litho/page/our-services",
  linkTitle: "See the service",
  image: null,
});

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    type: "image-boxes",
    anchor: null,
    heading: { overline: "Style 01", title: "A box that opens over the image", text: null, align: "center" },
    style: "lift",
    columns: 3,
    background: "light",
    boxes: [box("Rooms that gather people"), box("A table worth staying at")],
    ...overrides,
  }) as unknown as Section;

describe("image-boxes section", () => {
  it("keeps each box's text and a link named after its box in the page", () => {
    render(<ImageBoxes section={section()} />);
    const region = screen.getByRole("region", { name: "A box that opens over the image" });
    const first = within(region).getAllByRole("listitem")[0];
    expect(within(first).getByRole("heading", { level: 3, name: "Rooms that gather people" })).toBeInTheDocument();
    expect(within(first).getByText("Rooms that gather people, told in a sentence.")).toBeInTheDocument();
    expect(within(first).getByRole("link")).toHaveAccessibleName("See the service : Rooms that gather people");
  });

  it("leaves out a link the data does not give", () => {
    render(<ImageBoxes section={section({ boxes: [{ ...box("Quiet, dark and warm"), link: null }] } as unknown as Partial<Section>)} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("falls back to lift for unknown styles", () => {
    expect(imageBoxesStyle("overlay")).toBe("overlay");
    expect(imageBoxesStyle("side")).toBe("side");
    expect(imageBoxesStyle("fancy")).toBe("fancy");
    expect(imageBoxesStyle("caption")).toBe("caption");
    expect(imageBoxesStyle("flip")).toBe("lift");
  });
});
