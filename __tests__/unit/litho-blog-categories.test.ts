import { blogCategories, listingHasCategoryPages } from "../../src/node/litho/select";

const posts = [{ category: ["travel", "lifestyle"] }, { category: ["travel"] }, { category: ["design"] }, { category: ["travel"] }];
const tiles = [
  { key: "travel", category: "Travel" },
  { key: "fashion", category: "Shoes and clothing" },
];

describe("blogCategories", () => {
  it("counts every category of the posts, the largest first, named by the tiles or by the key", () => {
    expect(blogCategories(posts, tiles, {}).map(({ key, name, count }) => [key, name, count])).toEqual([
      ["travel", "Travel", 3],
      ["design", "Design", 1],
      ["lifestyle", "Lifestyle", 1],
    ]);
  });

  it("keeps the keys asked for in their order and leaves out a category without posts", () => {
    expect(blogCategories(posts, tiles, { keys: ["lifestyle", "fashion", "travel"] }).map((entry) => entry.key)).toEqual([
      "lifestyle",
      "travel",
    ]);
  });

  it("links each category to its page of the listing, or to nothing without one", () => {
    const [travel] = blogCategories(posts, tiles, { listing: "/litho/blogs/blog-grid" });
    expect(travel.url).toBe("/litho/blogs/blog-grid/category/travel");
    expect(travel.tile).toBe(tiles[0]);
    expect(blogCategories(posts, tiles, { listing: null })[0].url).toBeNull();
  });
});

describe("listingHasCategoryPages", () => {
  it("holds for a listing of every post with a filter or a sidebar", () => {
    expect(listingHasCategoryPages([{ type: "intro-hero" }, { type: "blog-listing", filter: true }])).toBe(true);
    expect(listingHasCategoryPages([{ type: "blog-listing", sidebar: true }])).toBe(true);
  });

  it("fails for a listing without category pages or of some posts only, and for other pages", () => {
    expect(listingHasCategoryPages([{ type: "blog-listing" }])).toBe(false);
    expect(listingHasCategoryPages([{ type: "blog-listing", filter: true, blogType: "metro" }])).toBe(false);
    expect(listingHasCategoryPages([{ type: "blog-grid", filter: true }])).toBe(false);
    expect(listingHasCategoryPages(null)).toBe(false);
  });
});
