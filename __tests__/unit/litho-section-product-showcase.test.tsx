/*
 * The product-showcase section: pieces with their prices (a reduced one struck through), each
 * tile one link named after its piece, the look-book's feature picture only where it is asked for,
 * and with `cart` a button per tile that puts one piece in the demo shop's cart.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { CART_STORAGE_KEY, clearCart, getCart } from "../../src/litho/chrome/cart";
import { ProductShowcase } from "../../src/litho/sections/product-showcase/product-showcase";

const product = (name: string, price: number, extra: Record<string, unknown> = {}) => ({
  name,
  detail: `${name}, detail`,
  price,
  was: null,
  badge: null,
  image: null,
  imageAlt: `A photograph of the ${name}`,
  link: "/litho/shop/single-product",
  ...extra,
});

const section = (overrides: Record<string, unknown> = {}) =>
  ({
    type: "product-showcase",
    anchor: "shop",
    heading: { overline: "Shop", title: "The autumn edit", text: null, align: null },
    layout: null,
    background: null,
    button: null,
    feature: {
      label: "Look-book",
      title: "Warm light, slow evenings",
      text: "Stoneware and linen.",
      image: null,
      imageAlt: "A console styled with the edit",
    },
    products: [product("Stoneware bowl", 48, { badge: "Handmade" }), product("Linen throw", 96, { was: 128 }), product("Oak mirror", 1240)],
    ...overrides,
  }) as unknown as Queries.LithoProductShowcaseSectionFieldsFragment;

describe("ProductShowcase section", () => {
  it("lists every piece as a link with its detail, badge and price, a reduced price after the old one", () => {
    render(<ProductShowcase section={section()} />);
    expect(screen.getByRole("region", { name: "The autumn edit" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Stoneware bowl" })).toHaveAttribute("href", "/litho/shop/single-product");
    const bowl = screen.getByRole("heading", { level: 3, name: "Stoneware bowl" }).closest("article")!;
    expect(bowl).toHaveTextContent("Handmade");
    expect(bowl).toHaveTextContent("$48");
    const throwTile = screen.getByRole("heading", { level: 3, name: "Linen throw" }).closest("article")!;
    expect(throwTile.querySelector("del")).toHaveTextContent("$128");
    expect(throwTile).toHaveTextContent("Was $128, now $96");
    expect(screen.getByRole("heading", { level: 3, name: "Oak mirror" }).closest("article")).toHaveTextContent("$1,240");
  });

  it("shows the look-book's caption by default and leaves it out of the grid", () => {
    const { unmount } = render(<ProductShowcase section={section()} />);
    expect(screen.getByText("Warm light, slow evenings")).toBeInTheDocument();
    unmount();
    render(<ProductShowcase section={section({ layout: "grid" })} />);
    expect(screen.queryByText("Warm light, slow evenings")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("never strikes through a price that is not higher than the current one", () => {
    render(<ProductShowcase section={section({ products: [product("Jug", 60, { was: 60 })] })} />);
    expect(document.querySelector("del")).toBeNull();
  });

  it("leaves out the cart buttons unless asked, and with them adds one piece per press to the shop's cart", () => {
    const { unmount } = render(<ProductShowcase section={section()} />);
    expect(screen.queryByRole("button", { name: /^Add to cart/ })).toBeNull();
    unmount();
    clearCart();
    const view = render(
      <ProductShowcase
        section={section({ cart: true, products: [product("Oak mirror", 1240, { sku: "oak-mirror-90" }), product("Linen throw", 96)] })}
      />,
    );
    const add = screen.getByRole("button", { name: /^Add to cart ?: Oak mirror$/ });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(screen.getByRole("button", { name: /^Add to cart ?: Linen throw$/ }));
    expect(getCart().map((line) => [line.product, line.name, line.price, line.quantity])).toEqual([
      ["oak-mirror-90", "Oak mirror", 1240, 2],
      ["linen-throw", "Linen throw", 96, 1],
    ]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toContain("oak-mirror-90");
    expect(screen.getByRole("heading", { name: "Oak mirror" }).closest("article")!.querySelector("[role=status]")).toHaveTextContent(
      "2 in your cart · View cart",
    );
    view.unmount();
    clearCart();
  });
});
