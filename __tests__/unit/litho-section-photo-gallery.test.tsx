/*
 * The photo gallery: every picture a link to its large version (so it opens without JavaScript),
 * filter buttons by category that say how many pictures they show, and the lightbox opened at the
 * picture clicked, with the focus back on that picture when it closes.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PhotoGallery, galleryCategories, lightboxSlide } from "../../src/litho/sections/photo-gallery/photo-gallery";

jest.mock("../../src/litho/sections/photo-gallery/photo-lightbox", () => ({
  __esModule: true,
  default: ({ open, index, slides, onClose }: { open: boolean; index: number; slides: { title: string }[]; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Photograph viewer">
        <p>{slides[index].title}</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

type Section = Queries.LithoPhotoGallerySectionFieldsFragment;

const image = (name: string) => ({
  childImageSharp: {
    gatsbyImageData: { layout: "constrained", width: 640, height: 427, images: { fallback: { src: `/static/${name}-640.jpg` } } },
    large: {
      layout: "constrained",
      width: 1600,
      height: 1000,
      images: { fallback: { src: `/static/${name}-1600.jpg`, srcSet: `/static/${name}-828.jpg 828w,\n/static/${name}-1600.jpg 1600w` } },
    },
  },
});

const photo = (title: string, category: string | null) => ({
  title,
  category,
  caption: `${title}, shot on film`,
  imageAlt: `${title} at first light`,
  image: image(title.toLowerCase().replace(/\s+/g, "-")),
});

const section = (overrides: Partial<Section> = {}) =>
  ({
    __typename: "LithoPhotoGallerySection",
    type: "photo-gallery",
    anchor: "portfolio",
    heading: { overline: "Portfolio", title: "Recent commissions", text: null, align: null },
    allLabel: "All work",
    filterLabel: "Filter the portfolio",
    photos: [photo("Glen Etive", "Landscapes"), photo("Ama Owusu", "Portraits"), photo("Loch Ness", "Landscapes")],
    background: null,
    ...overrides,
  }) as unknown as Section;

describe("PhotoGallery section", () => {
  it("lists the categories in the order they first appear", () => {
    expect(galleryCategories([{ category: "B" }, { category: null }, { category: "A" }, { category: "B" }])).toEqual(["B", "A"]);
  });

  it("makes a lightbox slide of the large picture in every width it was made in", () => {
    const slide = lightboxSlide(photo("Glen Etive", "Landscapes") as unknown as Section["photos"][number]);
    expect(slide).toMatchObject({
      src: "/static/glen-etive-1600.jpg",
      width: 1600,
      height: 1000,
      title: "Glen Etive",
      description: "Glen Etive, shot on film",
    });
    expect(slide.srcSet).toEqual([
      { src: "/static/glen-etive-828.jpg", width: 828, height: 518 },
      { src: "/static/glen-etive-1600.jpg", width: 1600, height: 1000 },
    ]);
  });

  it("links every picture to its large version, with its title and category", () => {
    render(<PhotoGallery section={section()} />);
    const region = screen.getByRole("region", { name: "Recent commissions" });
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const link = within(items[0]).getByRole("link");
    expect(link).toHaveAttribute("href", "/static/glen-etive-1600.jpg");
    expect(link).toHaveTextContent("Glen Etive");
    expect(link).toHaveTextContent("Landscapes");
    expect(within(link).getByRole("img", { name: "Glen Etive at first light" })).toBeInTheDocument();
  });

  it("filters by category, saying how many pictures are shown", () => {
    render(<PhotoGallery section={section()} />);
    const filter = screen.getByRole("group", { name: "Filter the portfolio" });
    expect(within(filter).getByRole("button", { name: /All work/ })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(within(filter).getByRole("button", { name: /Portraits/ }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 photographs: Portraits");
    fireEvent.click(within(filter).getByRole("button", { name: /All work/ }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("has no filter when the pictures have fewer than two categories", () => {
    render(
      <PhotoGallery
        section={section({ photos: [photo("Glen Etive", "Landscapes"), photo("Loch Ness", null)] as unknown as Section["photos"] })}
      />,
    );
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
  });

  it("opens the lightbox at the picture clicked and gives the focus back when it closes", async () => {
    render(<PhotoGallery section={section()} />);
    const link = screen.getByRole("link", { name: /Loch Ness/ });
    fireEvent.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Photograph viewer" });
    expect(dialog).toHaveTextContent("Loch Ness");
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    act(() => {
      jest.runAllTimers();
    });
    jest.useRealTimers();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it("lays the pictures as metro tiles when asked and counts them with the page's own word", () => {
    render(<PhotoGallery section={section({ layout: "metro", countNoun: "projects" } as Partial<Section>)} />);
    const region = screen.getByRole("region", { name: "Recent commissions" });
    expect(within(region).getByRole("list")).toHaveClass("metro");
    expect(within(region).getByRole("status")).toHaveTextContent("3 projects");
    fireEvent.click(within(region).getByRole("button", { name: /^Portraits/ }));
    expect(within(region).getByRole("status")).toHaveTextContent("1 of 3 projects: Portraits");
  });
});
