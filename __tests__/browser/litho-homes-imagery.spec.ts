/*
 * Every demo home shows at least four pictures of its own: pictures no other home shows. A picture
 * is known by the folder gatsby-plugin-image serves its sizes from (/static/<source digest>/…), so
 * every size and format of one source counts once, and a source shown by two homes counts for neither.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, rootDir, test } from "./support/fixtures";

interface Catalogue {
  groups: { key: string; routes: { path: string }[] }[];
}

const catalogue: Catalogue = JSON.parse(fs.readFileSync(path.join(rootDir, "data/litho/route-catalogue.json"), "utf8"));
const HOMES = catalogue.groups.find((group) => group.key === "homes")?.routes.map((route) => route.path) ?? [];
const OWN_PICTURES = 4;

test("every home shows at least four pictures that no other home shows", async ({ request }) => {
  expect(HOMES.length, "the catalogue's homes").toBeGreaterThan(30);
  const picturesOf = new Map<string, Set<string>>();
  for (const home of HOMES) {
    const response = await request.get(home);
    expect(response.status(), home).toBe(200);
    const html = await response.text();
    picturesOf.set(home, new Set([...html.matchAll(/\/static\/([0-9a-f]{32})\//g)].map((match) => match[1])));
  }
  const homesShowing = new Map<string, number>();
  for (const pictures of picturesOf.values()) {
    for (const picture of pictures) homesShowing.set(picture, (homesShowing.get(picture) ?? 0) + 1);
  }
  const short = [...picturesOf]
    .map(([home, pictures]) => ({ home, own: [...pictures].filter((picture) => homesShowing.get(picture) === 1).length }))
    .filter(({ own }) => own < OWN_PICTURES);
  expect(short, "homes with fewer than four pictures of their own").toEqual([]);
});
