import { adjacentPost } from "../../src/node/litho/select";
import { commentDay } from "../../src/litho/views/blog-post/post-parts";
import { postLayoutOf } from "../../src/litho/sections/post-article/post-article";
import { sectionsCarryHeading } from "../../src/litho/sections";

describe("the post layouts' helpers", () => {
  const posts = [{ jsonId: 3 }, { jsonId: 1 }, { jsonId: 2 }];

  it("finds the posts before and after one in the collection's order, none past either end", () => {
    expect(adjacentPost(posts, 2, -1)).toEqual({ jsonId: 1 });
    expect(adjacentPost(posts, 2, 1)).toEqual({ jsonId: 3 });
    expect(adjacentPost(posts, 1, -1)).toBeNull();
    expect(adjacentPost(posts, 3, 1)).toBeNull();
    expect(adjacentPost(posts, 9, 1)).toBeNull();
    expect(adjacentPost(posts, null, 1)).toBeNull();
  });

  it("writes a comment's day as the data gives it, whatever the reader's time zone", () => {
    expect(commentDay("2024-11-18T21:17:00+01:00")).toBe("18 November 2024");
    expect(commentDay("2024-01-01T00:30:00+08:00")).toBe("1 January 2024");
    expect(commentDay("soon")).toBe("soon");
  });

  it("falls back to the first layout for an unknown name", () => {
    expect(postLayoutOf("overlay")).toBe("overlay");
    expect(postLayoutOf("sideways")).toBe("full-image");
    expect(postLayoutOf(null)).toBe("full-image");
  });

  it("leaves out the shell's hidden h1 only where a section carries the page's heading", () => {
    expect(sectionsCarryHeading(["post-article"])).toBe(true);
    expect(sectionsCarryHeading(["blog-listing", null])).toBe(false);
  });
});
