import {
  CART_STORAGE_KEY,
  addToCart,
  cartTotals,
  getCart,
  parseCart,
  removeFromCart,
  setQuantity,
  shippingFor,
} from "../../src/litho/chrome/cart";
import { applyChoices, choicesFrom, choicesQuery, pageCountOf, pageOf } from "../../src/litho/sections/shared/product-view";
import { productGridViews } from "../../src/node/litho/product-pages";
import { listingViewPath } from "../../src/litho/sections/shared/listing-paths";

const product = (
  slug: string,
  category: string,
  price: number,
  extra: { salePrice?: number; rating?: number; colours?: string[] } = {},
) => ({
  slug,
  name: slug,
  category,
  price,
  salePrice: extra.salePrice ?? null,
  rating: extra.rating ?? 4,
  colours: (extra.colours ?? ["Black"]).map((name) => ({ name })),
});

const PRODUCTS = [
  product("tote", "bags", 189, { colours: ["Caramel", "Black"], rating: 4.8 }),
  product("tee", "fashion", 45, { salePrice: 36, colours: ["Gold"], rating: 4.3 }),
  product("lamp", "home", 110, { colours: ["Gold", "Teal"], rating: 4.6 }),
  product("pack", "bags", 115, { colours: ["Navy"], rating: 4.5 }),
  product("vases", "home", 58, { salePrice: 46, colours: ["Olive"], rating: 4.3 }),
];

describe("product grid choices", () => {
  it("reads only known choices from the address and writes them back", () => {
    expect(choicesFrom("?sort=price-asc&price=50-100&colour=Gold")).toEqual({ sort: "price-asc", price: "50-100", colour: "gold" });
    expect(choicesFrom("?sort=cheapest&price=free")).toEqual({ sort: "default", price: null, colour: null });
    expect(choicesQuery({ sort: "default", price: null, colour: "gold" })).toBe("?colour=gold");
    expect(choicesQuery({ sort: "default", price: null, colour: null })).toBe("");
  });

  it("sorts by the price paid (the sale price when there is one), keeping ties in the collection's order", () => {
    expect(applyChoices(PRODUCTS, choicesFrom("?sort=price-asc")).map((entry) => entry.slug)).toEqual([
      "tee",
      "vases",
      "lamp",
      "pack",
      "tote",
    ]);
    expect(applyChoices(PRODUCTS, choicesFrom("?sort=rating")).map((entry) => entry.slug)).toEqual([
      "tote",
      "lamp",
      "pack",
      "tee",
      "vases",
    ]);
    expect(applyChoices(PRODUCTS, choicesFrom("")).map((entry) => entry.slug)).toEqual(["tote", "tee", "lamp", "pack", "vases"]);
  });

  it("filters by price band and colour together", () => {
    expect(applyChoices(PRODUCTS, choicesFrom("?colour=gold")).map((entry) => entry.slug)).toEqual(["tee", "lamp"]);
    expect(applyChoices(PRODUCTS, choicesFrom("?colour=gold&price=under-50")).map((entry) => entry.slug)).toEqual(["tee"]);
    expect(applyChoices(PRODUCTS, choicesFrom("?price=over-200"))).toEqual([]);
  });

  it("pages what is left", () => {
    expect(pageCountOf(5, 2)).toBe(3);
    expect(pageCountOf(0, 2)).toBe(1);
    expect(pageOf(["a", "b", "c", "d", "e"], 3, 2)).toEqual(["e"]);
  });
});

describe("product grid pages", () => {
  const base = "/litho/shop/shop-wide";
  const paths = (section: Parameters<ReturnType<typeof productGridViews>>[0]) =>
    productGridViews(PRODUCTS)(section).views.map((view) => listingViewPath(base, view));

  it("makes a page per page of products and, with filters, per category", () => {
    expect(paths({ perPage: 2 })).toEqual([base, `${base}/2`, `${base}/3`]);
    expect(paths({ perPage: 2, sidebar: "left" })).toEqual([
      base,
      `${base}/2`,
      `${base}/3`,
      `${base}/category/bags`,
      `${base}/category/fashion`,
      `${base}/category/home`,
    ]);
  });

  it("refuses a category that cannot be an address", () => {
    expect(productGridViews([product("x", "Fine Art", 1)])({ filter: true }).errors).toEqual([expect.stringContaining('"Fine Art"')]);
  });
});

describe("the cart store", () => {
  beforeEach(() => window.localStorage.removeItem(CART_STORAGE_KEY));
  const tote = { product: "tote", name: "Leather city tote", price: 189, quantity: 1, colour: "Black", link: "/litho/shop/single-product" };

  it("keeps one line per product, colour and size under its one key", () => {
    addToCart(tote);
    addToCart({ ...tote, quantity: 2 });
    addToCart({ ...tote, colour: "Caramel" });
    expect(getCart().map((line) => [line.colour, line.quantity])).toEqual([
      ["Black", 3],
      ["Caramel", 1],
    ]);
    expect(parseCart(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual(getCart());
    expect(cartTotals(getCart())).toEqual({ count: 4, subtotal: 756 });
  });

  it("changes quantities (never below 0), removes lines and shrugs off damaged storage", () => {
    addToCart(tote);
    const [line] = getCart();
    setQuantity(line.key, -3);
    expect(getCart()[0].quantity).toBe(0);
    removeFromCart(line.key);
    expect(getCart()).toEqual([]);
    window.localStorage.setItem(CART_STORAGE_KEY, "{not json");
    expect(getCart()).toEqual([]);
    expect(parseCart(JSON.stringify([{ key: "x" }, { ...tote, key: "ok" }]))).toHaveLength(1);
  });

  it("adds cents without drift, and ships free from the threshold", () => {
    expect(
      cartTotals([
        { price: 0.1, quantity: 3 },
        { price: 99.99, quantity: 1 },
      ]).subtotal,
    ).toBe(100.29);
    expect(shippingFor(100, 12, 150)).toBe(12);
    expect(shippingFor(150, 12, 150)).toBe(0);
    expect(shippingFor(0, 12, 150)).toBe(0);
  });
});
