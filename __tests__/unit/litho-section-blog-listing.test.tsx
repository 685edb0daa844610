/*
 * The blog-listing section: which posts one view of a listing shows and where it stands
 * (select.ts), the pages the build makes for every view (listing-pages.ts), and what a visitor
 * meets on a page: the category links, the page links and the sidebar's widgets.
 */
import { render, screen, within } from "@testing-library/react";
import { BlogListing } from "../../src/litho/sections/blog-listing/blog-listing";
import { listingViewPath, listingViewTitle } from "../../src/litho/sections/shared/listing-paths";
import { withListingPages, type ListingPost } from "../../src/node/litho/listing-pages";
import { listingSummary, pageOfPosts } from "../../src/node/litho/select";
import type { PlannedDocumentPage } from "../../src/node/litho/document-pages";

const post = (jsonId: number, category: string[], date: string, tags: string[] = ["Ideas"]): ListingPost => ({
  jsonId,
  blogType: "grid",
  category,
  tags,
  date,
});

// Seven posts: four business, two travel (one of them also business), one design.
const posts: ListingPost[] = [
  post(1, ["business"], "1 January 2024", ["Team", "Ideas"]),
  post(2, ["business", "travel"], "2 February 2024"),
  post(3, ["travel"], "3 March 2024", ["Travel"]),
  post(4, ["design"], "4 April 2024"),
  post(5, ["business"], "5 May 2024"),
  post(6, ["business"], "6 June 2024"),
  post(7, ["lifestyle"], "7 July 2024"),
];

describe("a listing's views", () => {
  it("slices the view's category into pages and says where the page stands", () => {
    expect(pageOfPosts(posts, { perPage: 3, page: 2 }).map((entry) => entry.jsonId)).toEqual([4, 5, 6]);
    expect(pageOfPosts(posts, { perPage: 3, page: 2, category: "business" }).map((entry) => entry.jsonId)).toEqual([6]);
    const summary = listingSummary(posts, { perPage: 3, page: 2, category: "business" });
    expect(summary).toMatchObject({ page: 2, pageCount: 2, total: 4, first: 4, last: 4, category: "business" });
    expect(summary.categories).toEqual([
      { key: "business", count: 4 },
      { key: "travel", count: 2 },
      { key: "design", count: 1 },
      { key: "lifestyle", count: 1 },
    ]);
    expect(summary.recent.map((entry) => entry.jsonId)).toEqual([7, 6, 5]);
    expect(summary.tags).toEqual(["Ideas", "Team", "Travel"]);
  });

  it("writes each view's address and title", () => {
    expect(listingViewPath("/litho/blogs/blog-grid", { page: 1, category: null })).toBe("/litho/blogs/blog-grid");
    expect(listingViewPath("/litho/blogs/blog-grid", { page: 3, category: "travel" })).toBe("/litho/blogs/blog-grid/category/travel/3");
    expect(listingViewTitle("Blog grid", { page: 2, category: "travel" })).toBe("Blog grid: Travel, page 2");
    expect(listingViewTitle("Blog grid", { page: 1, category: null })).toBe("Blog grid");
  });
});

describe("the pages of a listing", () => {
  const documentPage = (id: string, path: string): PlannedDocumentPage => ({
    path,
    context: { id, menu: "main", footer: "classic" },
    parts: { sections: ["LithoBlogListingSection"], layouts: [], chrome: [] },
  });

  it("makes one page per page of every post and of every category, each told its view", () => {
    const listings = new Map([["grid", { file: "litho/pages/blog-grid.json", sections: [{ perPage: 3, filter: true }] }]]);
    const { pages, errors } = withListingPages(
      [documentPage("grid", "/litho/blogs/blog-grid"), documentPage("faq", "/litho/page/faq-s")],
      listings,
      posts,
    );
    expect(errors).toEqual([]);
    expect(pages.map((page) => page.path)).toEqual([
      "/litho/blogs/blog-grid",
      "/litho/blogs/blog-grid/2",
      "/litho/blogs/blog-grid/3",
      "/litho/blogs/blog-grid/category/business",
      "/litho/blogs/blog-grid/category/business/2",
      "/litho/blogs/blog-grid/category/travel",
      "/litho/blogs/blog-grid/category/design",
      "/litho/blogs/blog-grid/category/lifestyle",
      "/litho/page/faq-s",
    ]);
    expect(pages[4].context).toEqual({
      id: "grid",
      menu: "main",
      footer: "classic",
      listingPath: "/litho/blogs/blog-grid",
      listingPage: 2,
      listingCategory: "business",
      listingCategoryName: null,
    });
    expect(pages[8].context).toEqual({ id: "faq", menu: "main", footer: "classic" });
  });

  it("refuses two listings on one page and a category that cannot be an address", () => {
    const two = new Map([["grid", { file: "litho/pages/blog-grid.json", sections: [{ perPage: 3 }, { perPage: 6 }] }]]);
    expect(withListingPages([documentPage("grid", "/litho/blogs/blog-grid")], two, posts).errors).toEqual([
      expect.stringContaining("data/litho/pages/blog-grid.json: 2 blog-listing sections; a page can hold one"),
    ]);
    const spaced = new Map([["grid", { file: "litho/pages/blog-grid.json", sections: [{ filter: true }] }]]);
    expect(
      withListingPages([documentPage("grid", "/litho/blogs/blog-grid")], spaced, [post(1, ["Fine Art"], "1 May 2024")]).errors,
    ).toEqual([expect.stringContaining('post category "Fine Art" cannot be an address')]);
  });
});

type Section = Queries.LithoBlogListingSectionFieldsFragment;
type Card = Section["pagePosts"][number];

const card = (jsonId: number, title: string): Card =>
  ({
    id: `post-${jsonId}`,
    jsonId,
    title,
    content: `About ${title}.`,
    date: "8 June 2024",
    likes: 3,
    comments: 1,
    category: ["startup", "business"],
    blogType: "grid",
    double_col: false,
    url: `/litho/blog-types/blog-standard-post/${jsonId}`,
    img: null,
    authorProfile: null,
  }) as unknown as Card;

const listingSection = (listing: Partial<NonNullable<Section["listing"]>>, overrides: Partial<Section> = {}): Section =>
  ({
    type: "blog-listing",
    anchor: "posts",
    heading: null,
    style: "grid",
    columns: 3,
    filter: true,
    sidebar: false,
    background: null,
    pagePosts: [card(4, "Pricing without guessing"), card(5, "Hiring your first ten")],
    listing: {
      page: 2,
      pageCount: 3,
      category: "business",
      total: 8,
      first: 4,
      last: 5,
      path: "/litho/blogs/blog-grid",
      categories: [
        { key: "business", count: 8 },
        { key: "travel", count: 2 },
      ],
      recent: [
        { id: "post-9", title: "Slow mornings in Kyoto", url: "/litho/blog-types/blog-standard-post/9", date: "24 August 2024", img: null },
      ],
      tags: ["Startup", "Design"],
      ...listing,
    },
    ...overrides,
  }) as unknown as Section;

describe("BlogListing", () => {
  it("links every category to its own page, marking the one shown, and says which posts these are", () => {
    render(<BlogListing section={listingSection({})} />);
    const filter = screen.getByRole("navigation", { name: "Post categories" });
    expect(within(filter).getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/litho/blogs/blog-grid#posts");
    const business = within(filter).getByRole("link", { name: "Business 8 posts" });
    expect(business).toHaveAttribute("href", "/litho/blogs/blog-grid/category/business#posts");
    expect(business).toHaveAttribute("aria-current", "page");
    expect(within(filter).getByRole("link", { name: "Travel 2 posts" })).not.toHaveAttribute("aria-current");
    expect(screen.getByText("Posts 4–5 of 8 in Business")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    // A post of two categories is named by the one this page lists.
    for (const article of screen.getAllByRole("article")) expect(article).toHaveTextContent(/^business/);
  });

  it("links the pages of the view, with rel prev and next around the current one", () => {
    render(<BlogListing section={listingSection({})} />);
    const pages = screen.getByRole("navigation", { name: "Pages of posts" });
    expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/litho/blogs/blog-grid/category/business#posts",
    );
    expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/litho/blogs/blog-grid/category/business/3#posts",
    );
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("shows no page links for a view of one page, and no filter unless asked", () => {
    render(<BlogListing section={listingSection({ page: 1, pageCount: 1, first: 1, last: 2, total: 2 }, { filter: false })} />);
    expect(screen.queryByRole("navigation", { name: "Pages of posts" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Post categories" })).not.toBeInTheDocument();
  });

  it("draws the sidebar: a search to the results page, categories with counts, recent posts and tags as searches", () => {
    render(<BlogListing section={listingSection({}, { filter: false, sidebar: true })} />);
    const sidebar = screen.getByRole("complementary", { name: "Blog sidebar" });
    const search = within(sidebar).getByRole("search");
    expect(search).toHaveAttribute("action", "/litho/page/search-result");
    expect(within(search).getByRole("searchbox", { name: "Search the blog" })).toHaveAttribute("name", "q");
    const categories = within(sidebar).getByRole("region", { name: "Categories" });
    expect(within(categories).getByRole("link", { name: "Business 8 posts" })).toHaveAttribute("aria-current", "page");
    expect(within(sidebar).getByRole("link", { name: "Slow mornings in Kyoto" })).toHaveAttribute(
      "href",
      "/litho/blog-types/blog-standard-post/9",
    );
    expect(within(sidebar).getByRole("link", { name: "Search for Startup" })).toHaveAttribute(
      "href",
      "/litho/page/search-result?q=Startup",
    );
  });

  it("shows its posts without links to other views on a page the build did not make as one", () => {
    render(<BlogListing section={listingSection({}, { listing: null })} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByText(/Posts \d/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("draws each style's card: the simple style leaves out the summary and the author, the grid keeps them", () => {
    const { unmount } = render(<BlogListing section={listingSection({}, { style: "simple" })} />);
    expect(screen.queryByText("About Pricing without guessing.")).not.toBeInTheDocument();
    expect(screen.queryByText(/likes/)).not.toBeInTheDocument();
    unmount();
    render(<BlogListing section={listingSection({}, { style: "no-such-style" })} />);
    expect(screen.getByText("About Pricing without guessing.")).toBeInTheDocument();
    expect(screen.getAllByText(/likes/)).toHaveLength(2);
  });
});
