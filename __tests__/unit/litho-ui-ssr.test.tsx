/**
 * @jest-environment node
 */
/*
 * Server rendering, with no window at all: every behaviour renders its complete, static state,
 * so nothing is blank before hydration or without JavaScript.
 */
import { renderToString } from "react-dom/server";
import { Carousel } from "../../src/litho/ui/carousel";
import { Alert } from "../../src/litho/ui/alert";
import { NumberCounter } from "../../src/litho/ui/number-counter";
import { FilterGrid } from "../../src/litho/ui/filter-grid";
import { Tabs } from "../../src/litho/ui/tabs";
import { Accordion } from "../../src/litho/ui/accordion";
import { PricingSwitch } from "../../src/litho/ui/pricing-switch";
import { MetroGrid } from "../../src/litho/ui/metro-grid";
import { ModalDialog, dialogCommand } from "../../src/litho/ui/modal-dialog";
import { LayoutStateProvider } from "../../src/lib/layout-state";
import { chromeParts } from "../../src/litho/chrome/all-chrome-parts";
import { LithoHeader } from "../../src/litho/chrome/litho-header";
import { MenuTree } from "../../src/litho/chrome/menu-tree";
import { NoscriptOnly } from "../../src/litho/chrome/popup-contents";
import { activeTrail } from "../../src/litho/chrome/menu-utils";
import { MENU } from "../support/litho-menu";
import type { LithoImage } from "../../src/litho/chrome/types";
import { StatusScreen } from "../../src/litho/sections/status-screen/status-screen";
import { maintenance, setStaticQueryData } from "../support/status-screen-sections";

const previewImage = {
  images: { fallback: { src: "/startup.jpg", srcSet: "/startup.jpg 320w", sizes: "320px" } },
  layout: "constrained",
  width: 320,
  height: 200,
} as unknown as LithoImage;

it("runs without a window", () => {
  expect(typeof window).toBe("undefined");
});

describe("Carousel on the server", () => {
  const html = renderToString(
    <Carousel
      label="Services"
      slides={["Strategy", "Design", "Growth", "Support", "Hosting"].map((title) => ({ id: title, content: <h3>{title}</h3> }))}
    />,
  );

  it("renders the static first slide row with every slide and no Swiper markup", () => {
    expect(html).toContain("data-carousel-static");
    for (const title of ["Strategy", "Design", "Growth", "Support", "Hosting"]) expect(html).toContain(`<h3>${title}</h3>`);
    expect(html).toContain('aria-label="1 of 5"');
    expect(html).not.toContain("swiper");
  });

  it("sizes the row like Swiper's first view at each breakpoint", () => {
    // Custom properties on the carousel, which its stylesheet picks from by the window's width: no <style> in the body.
    expect(html).toContain(
      "--row-per-view-0:1;--row-gap-0:30px;--row-per-view-768:2;--row-gap-768:30px;--row-per-view-992:4;--row-gap-992:30px",
    );
    expect(html).not.toContain("<style");
  });
});

it("renders a dismissible alert (the server cannot know it was closed)", () => {
  expect(renderToString(<Alert dismissId="x">Notice</Alert>)).toContain("Notice");
});

it("renders counters at their final values with leading zeros and suffixes", () => {
  const html = renderToString(
    <>
      <NumberCounter value={175} suffix="+" />
      <NumberCounter value={5} />
    </>,
  );
  expect(html).toContain('<span class="digits">175</span>+</span><span class="visually-hidden">175+</span>');
  expect(html).toContain('<span class="digits">05</span></span><span class="visually-hidden">05</span>');
});

it("renders every filter item before the first arrangement, with the initial filter pressed", () => {
  const html = renderToString(
    <FilterGrid
      label="Filter"
      filters={[
        { title: "All", key: "*" },
        { title: "Travel", key: "travel" },
      ]}
      items={[
        { id: "a", categories: ["travel"], content: <p>Alpha</p> },
        { id: "b", categories: ["fashion"], content: <p>Beta</p> },
      ]}
      initialFilter="travel"
    />,
  );
  expect(html).toContain("Alpha");
  expect(html).toContain("Beta");
  expect(html).not.toContain("data-arranged");
  expect(html).toMatch(/aria-pressed="true"[^>]*>Travel</);
  expect(html).toMatch(/aria-pressed="false"[^>]*>All</);
});

it("renders every tab panel, accordion panel, pricing period and grid", () => {
  const html = renderToString(
    <>
      <Tabs
        label="T"
        items={[
          { id: "a", title: "A", content: <p>Panel A</p> },
          { id: "b", title: "B", content: <p>Panel B</p> },
        ]}
      />
      <Accordion
        items={[
          { id: "q", title: "Q", content: <p>Answer Q</p> },
          { id: "r", title: "R", content: <p>Answer R</p> },
        ]}
      />
      <PricingSwitch
        periods={[
          {
            key: "monthly",
            title: "Monthly",
            plans: [{ title: "Basic", price: "9.99", term: "per month", plans: [], buttonTitle: "Buy", buttonLink: "#" }],
          },
          {
            key: "yearly",
            title: "Yearly",
            plans: [{ title: "Basic", price: "90.99", term: "per year", plans: [], buttonTitle: "Buy", buttonLink: "#" }],
          },
        ]}
      />
      <MetroGrid items={[{ id: "m", content: <p>Tile</p>, doubleCol: true }]} />
    </>,
  );
  for (const text of ["Panel A", "Panel B", "Answer Q", "Answer R", "$9.99", "$90.99", "Tile"]) expect(html).toContain(text);
});

it("renders a countdown's static values from the given moment", async () => {
  const { Countdown } = await import("../../src/litho/ui/countdown");
  const html = renderToString(<Countdown date="2030-01-03T00:00:00Z" staticFrom="2030-01-01T12:00:00Z" />);
  expect(html).toMatch(/>01<\/span><span class="label">Days/);
  expect(html).toMatch(/>12<\/span><span class="label">Hours/);
  expect(renderToString(<Countdown date="2030-01-03T00:00:00Z" />)).toMatch(/>00<\/span><span class="label">Days/);
});

it("renders a status screen's countdown from the build time, so no page is built claiming the work is over", () => {
  setStaticQueryData({ site: { buildTime: "2027-03-30T14:00:00Z" } });
  const before = renderToString(<StatusScreen section={maintenance} />);
  expect(before).toMatch(/>01<\/span><span class="label">Days/);
  expect(before).not.toContain("We should be back any minute");
  setStaticQueryData({ site: { buildTime: "2027-04-01T00:00:00Z" } });
  expect(renderToString(<StatusScreen section={maintenance} />)).toContain("We should be back any minute");
  setStaticQueryData({});
});

describe("the header's pop-ups on the server", () => {
  const html = renderToString(
    <LayoutStateProvider>
      <LithoHeader
        parts={chromeParts}
        pathname="/litho/"
        logo={{ alt: "Litho" }}
        menu={[
          { title: "Pages", dropdown: [{ title: "About", dropdown: [{ title: "About us", link: "/litho/page/about-us" }] }] },
          {
            title: "Home",
            megamenu: [{ title: "Variants", dropdown: [{ title: "Startup", link: "/litho/home-startup", img: previewImage }] }],
          },
        ]}
      />
    </LayoutStateProvider>,
  );
  const noscripts = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((match) => match[1]);

  it("ship every link, down to the third level, for browsers without JavaScript", () => {
    expect(noscripts).toHaveLength(2);
    expect(noscripts[0]).toContain('href="/litho/page/about-us"');
    expect(noscripts[1]).toContain('href="/litho/home-startup"');
  });

  it("give megamenu previews as plain images, since a <noscript> cannot hold another", () => {
    expect(noscripts[1]).toMatch(/<img[^>]*src="\/startup\.jpg"/);
    expect(noscripts.join("")).not.toContain("<noscript");
  });
});

describe("ModalDialog on the server", () => {
  const html = renderToString(
    <LayoutStateProvider>
      <button type="button" {...dialogCommand("modal-news", "show-modal")}>
        Subscribe
      </button>
      <ModalDialog id="modal-news" open={false} onClose={() => undefined} labelledBy="modal-news-title">
        <h2 id="modal-news-title">The newsletter</h2>
      </ModalDialog>
    </LayoutStateProvider>,
  );

  it("ships a closed native dialog that its opener, its close button and the backdrop work without JavaScript", () => {
    expect(html).toContain('<button type="button" commandfor="modal-news" command="show-modal">');
    expect(html).toMatch(/<dialog id="modal-news"[^>]*aria-labelledby="modal-news-title"[^>]*closedby="any"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Close"[^>]*commandfor="modal-news" command="close"/);
  });
});

describe("MenuTree on the server", () => {
  const PATH = "/litho/page/about-us/";
  /** The markup inside each <noscript>, in document order. */
  const noscriptContents = (html: string) => [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((match) => match[1]);

  it("lists closed branches' links inside <noscript> and the branches on the way to the page plainly", () => {
    const html = renderToString(<MenuTree items={MENU} pathname={PATH} trail={activeTrail(MENU, PATH)} idPrefix="t" />);
    const hidden = noscriptContents(html);
    // "Pages" and its "About" lead to the current page; "Home" and "Portfolio" are closed.
    expect(hidden).toHaveLength(2);
    expect(hidden[0]).toContain("Startup");
    expect(hidden[1]).toContain("Classic two column");
    const plain = html.replace(/<noscript>.*?<\/noscript>/gs, "");
    expect(plain).toContain("About us");
    expect(plain).toContain("Our services");
  });

  it("never nests a <noscript>, which a browser running scripts would end at the inner one's end tag", () => {
    const html = renderToString(
      <NoscriptOnly>
        <MenuTree items={MENU} pathname="/litho/" trail={new Set()} idPrefix="t" />
      </NoscriptOnly>,
    );
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    for (const title of ["Startup", "About us", "Classic two column", "Single project 01"]) expect(html).toContain(title);
  });
});
