/**
 * The demo data itself: the fields the spec names hold the values it names, listings and filters
 * have enough items and menus stay within three levels. Types, references and file paths are the
 * data check's (data-check.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { blogPostTypes, blogTypePages, portfolioPages } from "../../src/node/litho/routes";
import { selectPosts } from "../../src/node/litho/select";
import { formatCounterValue } from "../../src/litho/ui/number-counter";
import { usefulFilters } from "../../src/litho/sections/portfolio-grid/project-grid";
import { matchesFilter } from "../../src/litho/ui/filter-grid";
import { copyrightTail } from "../../src/litho/chrome-data";

const lithoDir = path.join(__dirname, "..", "..", "data", "litho");
const read = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(lithoDir, relative), "utf8")) as T;

interface Post {
  id: number;
  category: string[];
  blogType: string;
  tags: string[];
  img: string;
  title: string;
  content: string;
  author: number;
  likes: number;
  comments: number;
  date: string;
  double_col: boolean;
}
interface Project {
  id: number;
  category: string[];
  img: string;
  hoverImg: string;
  gallery: string[];
}
interface MenuItem {
  title: string;
  link?: string;
  dropdown?: MenuItem[];
  megamenu?: { title: string; dropdown: MenuItem[] }[];
}

const posts = read<Post[]>("collections/blog-posts.json");
const projects = read<Project[]>("collections/portfolio-projects.json");
const team = read<{ id: number }[]>("collections/team-members.json");
const filters = read<{ title: string; key: string }[]>("collections/filter-options.json");

describe("blog posts", () => {
  const spec = [
    "grid",
    "classic",
    "simple",
    "masonry",
    "sideImage",
    "metro",
    "clean",
    "widget",
    "overlayImage",
    "modern",
    "standard",
    "lifestyle",
  ];

  test("every blogType of the spec is used and no other", () => {
    expect(new Set(posts.map((post) => post.blogType))).toEqual(new Set(spec));
  });

  test("authors are team members 1–9", () => {
    const ids = new Set(team.map((member) => member.id));
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const post of posts) expect(ids.has(post.author)).toBe(true);
  });

  test("double_col only on metro posts, and metro has some", () => {
    expect(posts.filter((post) => post.double_col).every((post) => post.blogType === "metro")).toBe(true);
    expect(posts.some((post) => post.double_col)).toBe(true);
  });

  test("the startup home's latest posts (masonry + startup) fill two rows of three", () => {
    expect(
      selectPosts(
        posts.map((post) => ({ ...post, jsonId: post.id })),
        { blogType: "masonry", category: "startup" },
      ).length,
    ).toBeGreaterThanOrEqual(6);
  });

  test("ids are unique and every post has the fields cards show", () => {
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(posts.length).toBeGreaterThanOrEqual(30);
    for (const post of posts) {
      expect(post.title && post.content && post.date && post.img).toBeTruthy();
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  test("no two posts share a title or an excerpt, so a listing never repeats itself word for word", () => {
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.content.trim())).size).toBe(posts.length);
  });

  test("blog-post-types.json lists the nine types and only existing posts", () => {
    const types = read<{ type: string; allPosts: boolean; postIds: number[] }[]>("collections/blog-post-types.json");
    expect(types.map((entry) => entry.type).sort()).toEqual([...blogPostTypes].sort());
    const { pages, errors } = blogTypePages(
      types.map((entry) => ({ type: entry.type, postIds: entry.allPosts ? ("all" as const) : entry.postIds })),
      posts.map((post) => ({ id: String(post.id), postId: post.id })),
    );
    expect(errors).toEqual([]);
    // Every post as a standard post, five posts for each of the other eight types.
    expect(pages).toHaveLength(posts.length + 8 * 5);
  });
});

describe("portfolio projects and filters", () => {
  test("filter options are All (*) and the four categories", () => {
    expect(filters.map((filter) => filter.key)).toEqual(["*", "fashion", "travel", "lifestyle", "business"]);
    expect(filters[0].title).toBe("All");
  });

  test("every filter shows several projects and every project matches a filter", () => {
    for (const filter of filters) {
      expect(projects.filter((project) => matchesFilter({ categories: [...project.category] }, filter.key)).length).toBeGreaterThanOrEqual(
        4,
      );
    }
    expect(usefulFilters(filters, projects)).toHaveLength(filters.length);
    const keys = new Set(filters.map((filter) => filter.key));
    for (const project of projects) expect(project.category.every((category) => keys.has(category))).toBe(true);
  });

  test("single project pages 1–5 have their project, with a gallery", () => {
    const singles = portfolioPages().filter((page) => page.context.kind === "single");
    for (const page of singles) {
      const project = projects.find((candidate) => candidate.id === page.context.projectId);
      expect(project?.gallery.length).toBeGreaterThanOrEqual(3);
    }
    expect(projects.length).toBeGreaterThanOrEqual(24);
  });
});

describe("pricing plans (spec section 9)", () => {
  const plans = read<{ group: string; price: string; isPopular: boolean; plans: string[] }[]>("collections/pricing-plans.json");
  const prices = (group: string) => plans.filter((plan) => plan.group === group).map((plan) => plan.price);

  test("monthly and yearly prices, per-year and per-month samples", () => {
    expect(prices("monthly")).toEqual(["$9.99", "$19.99", "$29.99"]);
    expect(prices("yearly")).toEqual(["$90.99", "$199.99", "$290.99"]);
    expect(prices("per-year")).toEqual(["$29", "$39", "$49"]);
    expect(prices("per-month")).toEqual(["$800", "$1200", "$900"]);
  });

  test("one popular plan per group and the sample limits", () => {
    for (const group of ["monthly", "yearly"]) {
      expect(plans.filter((plan) => plan.group === group && plan.isPopular)).toHaveLength(1);
    }
    const monthly = plans.filter((plan) => plan.group === "monthly").map((plan) => plan.plans.join(" "));
    expect(monthly[0]).toMatch(/\*\*5\*\* Domains.*\*\*2 GB\*\* upload.*\*\*20 GB\*\* storage/);
    expect(monthly[1]).toMatch(/\*\*10\*\* Domains.*\*\*4 GB\*\* upload.*\*\*40 GB\*\* storage/);
    expect(monthly[2]).toMatch(/\*\*20\*\* Domains.*\*\*4 GB\*\* upload.*\*\*60 GB\*\* storage/);
  });
});

describe("menus and footers", () => {
  const menu = read<{ name: string; items: MenuItem[] }>("menus/main.json");
  const depth = (item: MenuItem): number =>
    1 + Math.max(0, ...(item.dropdown ?? []).map(depth), ...(item.megamenu ?? []).flatMap((group) => group.dropdown.map(depth)));

  test("the main menu has the demo sections, nested at most three levels", () => {
    expect(menu.items.map((item) => item.title)).toEqual(["Home", "Pages", "Portfolio", "Elements", "Features", "Blog", "Shop"]);
    expect(Math.max(...menu.items.map(depth))).toBe(3);
    expect(menu.items.find((item) => item.title === "Home")?.megamenu?.flatMap((group) => group.dropdown)).toHaveLength(38);
  });

  test("every menu link is a demo route", () => {
    const links: string[] = [];
    const collect = (item: MenuItem) => {
      if (item.link) links.push(item.link);
      item.dropdown?.forEach(collect);
      item.megamenu?.forEach((group) => group.dropdown.forEach(collect));
    };
    menu.items.forEach(collect);
    for (const link of links) expect(link).toMatch(/^\/litho(\/[A-Za-z0-9-]+)*$/);
  });

  test("the startup footer has 4 link columns into /litho/page/ and the shop", () => {
    const footer = read<{ columns: { title: string; submenu: { link: string }[] }[]; copyright: string }>("footers/startup.json");
    expect(footer.columns.map((column) => column.title)).toEqual(["Company", "Customer", "Additional", "Services"]);
    for (const column of footer.columns) {
      for (const entry of column.submenu) expect(entry.link).toMatch(/^\/litho\/(page\/[a-z0-9-]+|shop\/shop-wide)$/);
    }
    // The footer prints "© year" itself; the data line carries the placeholder, which the adapter drops.
    expect(footer.copyright).toContain("{year}");
    expect(copyrightTail(footer.copyright)).not.toMatch(/\{year\}|©/);
  });
});

test("numbers below 10 get a leading zero", () => {
  expect(formatCounterValue(8)).toBe("08");
  expect(formatCounterValue(0)).toBe("00");
  expect(formatCounterValue(175)).toBe("175");
});

describe("demo homes", () => {
  interface Section {
    type: string;
    layout?: string;
  }
  const homes = fs
    .readdirSync(path.join(lithoDir, "pages"))
    .filter((file) => file.startsWith("home-"))
    .map((file) => ({ name: file, sections: read<{ sections: Section[] }>(`pages/${file}`).sections }));

  // The blocks most homes carry: a home wears them in a layout most of its neighbours do not.
  test.each(["text-image-split", "stats", "testimonials", "call-to-action", "enquiry-form"])(
    "no layout of the %s block is worn by more than half the homes that carry it",
    (type) => {
      const worn = new Map<string, string[]>();
      for (const home of homes) {
        for (const section of home.sections.filter((candidate) => candidate.type === type)) {
          const layout = section.layout ?? "default";
          worn.set(layout, [...(worn.get(layout) ?? []), home.name]);
        }
      }
      const carriers = [...worn.values()].flat().length;
      for (const [layout, wearers] of worn) {
        expect({ layout, wearers: wearers.length <= carriers / 2 ? "at most half" : wearers }).toEqual({ layout, wearers: "at most half" });
      }
    },
  );
});
