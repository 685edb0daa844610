/*
 * SmartLink: built demo routes navigate through Gatsby's Link; routes listed as coming stay plain
 * anchors (a Link would prefetch their missing page data), and so do external and mailto links.
 */
import { render, screen } from "@testing-library/react";
import { SmartLink } from "../../src/litho/ui/smart-link";

jest.mock("gatsby", () => {
  const mock = jest.requireActual<typeof import("../support/gatsby-mock")>("gatsby");
  // Marks the anchors that Gatsby's Link would render, to tell them from plain ones.
  const Link = ({ to, ...rest }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a href={to} data-client-link="" {...rest} />
  );
  return { ...mock, Link };
});

const { __setStaticQueryData } = jest.requireMock<typeof import("../support/gatsby-mock")>("gatsby");

beforeEach(() => {
  __setStaticQueryData({ lithoComingRouteList: { routes: ["/litho/shop/checkout", "/litho/page/pricing-packages"] } });
});

const link = (name: string) => screen.getByRole("link", { name });

it("sends built demo routes through Gatsby's Link", () => {
  render(<SmartLink to="/litho/home-startup">Startup</SmartLink>);
  expect(link("Startup")).toHaveAttribute("data-client-link");
  expect(link("Startup")).toHaveAttribute("href", "/litho/home-startup");
});

it("keeps links to coming routes plain, with or without a trailing slash, query or fragment", () => {
  render(
    <>
      <SmartLink to="/litho/shop/checkout">Checkout</SmartLink>
      <SmartLink to="/litho/page/pricing-packages/">Pricing</SmartLink>
      <SmartLink to="/litho/page/pricing-packages?plan=pro#table">Pro plan</SmartLink>
    </>,
  );
  for (const name of ["Checkout", "Pricing", "Pro plan"]) expect(link(name)).not.toHaveAttribute("data-client-link");
  expect(link("Checkout")).toHaveAttribute("href", "/litho/shop/checkout");
  expect(link("Pro plan")).toHaveAttribute("href", "/litho/page/pricing-packages?plan=pro#table");
});

it("opens other sites in a new tab and leaves mailto links alone", () => {
  render(
    <>
      <SmartLink to="https://example.com/">Example</SmartLink>
      <SmartLink to="mailto:hello@example.com">Write</SmartLink>
    </>,
  );
  expect(link("Example")).toHaveAttribute("target", "_blank");
  expect(link("Example")).toHaveAttribute("rel", "noopener noreferrer");
  expect(link("Write")).not.toHaveAttribute("target");
  expect(link("Write")).not.toHaveAttribute("data-client-link");
});

it("treats every internal route as built when the coming list is absent", () => {
  __setStaticQueryData({});
  render(<SmartLink to="/litho/shop/checkout">Checkout</SmartLink>);
  expect(link("Checkout")).toHaveAttribute("data-client-link");
});
