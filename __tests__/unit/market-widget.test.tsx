/*
 * MarketWidget in the browser: it waits for the box to near the viewport, injects TradingView's
 * markup exactly once, shows its fallback card until an iframe appears, explains a failure, and
 * cleans up after itself. IntersectionObserver is replaced by a controllable stand-in; iframe
 * detection runs on jsdom's own MutationObserver.
 */
import { StrictMode } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { MarketWidget } from "../../src/components/market-widget/market-widget";
import { marketWidgets, WIDGET_LOAD_TIMEOUT_MS, type AnyMarketWidget } from "../../src/lib/market-widgets";
import { interfaceTexts } from "../../src/lib/i18n/all-interface-texts";

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }

  unobserve(): void {}

  disconnect(): void {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the observed boxes as (not) intersecting, as the browser would after a scroll. */
  fire(isIntersecting: boolean): void {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static live(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
  }
}

/** Scrolls every box that is still being watched into view. */
const scrollIntoView = (): void => {
  act(() => {
    for (const observer of FakeIntersectionObserver.live()) observer.fire(true);
  });
};

const tradingViewScripts = (): HTMLScriptElement[] =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src^="https://s3.tradingview.com/"]'));

const onlyScript = (): HTMLScriptElement => {
  const scripts = tradingViewScripts();
  expect(scripts).toHaveLength(1);
  return scripts[0];
};

/** The fallback card: the element that holds the link to TradingView. */
const fallbackCard = (widget: AnyMarketWidget): HTMLElement => {
  const texts = interfaceTexts.en.market.widgets.find((entry) => entry.id === widget.id);
  const link = screen.getByRole("link", { name: `${texts?.linkText} (opens in a new tab)` });
  const card = link.parentElement;
  if (!card) throw new Error("the link sits inside the fallback card");
  return card;
};

const drawIframe = (): void => {
  const target = document.querySelector(".tradingview-widget-container__widget");
  if (!target) throw new Error("the widget target is injected first");
  const frame = document.createElement("iframe");
  frame.title = "TradingView widget";
  target.append(frame);
};

const originalObserver = window.IntersectionObserver;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = originalObserver;
  jest.useRealTimers();
});

describe("before the box nears the viewport", () => {
  it("shows the fallback card in a labelled region of the reserved height and injects nothing", () => {
    render(<MarketWidget widget={marketWidgets.goldOverview} />);

    const region = screen.getByRole("region", { name: "Gold price chart" });
    expect(region).toHaveAttribute("data-status", "idle");
    expect(region.style.getPropertyValue("--widget-height")).toBe("600px");
    expect(screen.getByText("Gold spot · XAU/USD")).toBeVisible();
    expect(screen.getByText(/Monthly gold price chart/)).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();

    const link = screen.getByRole("link", { name: "View XAUUSD on TradingView (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://www.tradingview.com/symbols/XAUUSD/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    expect(tradingViewScripts()).toHaveLength(0);
    expect(document.querySelector(".tradingview-widget-container__widget")).toBeNull();
  });

  it("watches the box itself, with a margin of about 200 px", () => {
    render(<MarketWidget widget={marketWidgets.xauusdNews} />);
    const [observer] = FakeIntersectionObserver.live();
    expect(observer.targets).toEqual([screen.getByRole("region", { name: "Latest gold news" })]);
    expect(observer.options.rootMargin).toMatch(/^200px\b/);
  });

  it("ignores entries that are not intersecting", () => {
    render(<MarketWidget widget={marketWidgets.goldOverview} />);
    act(() => FakeIntersectionObserver.live()[0].fire(false));
    expect(tradingViewScripts()).toHaveLength(0);
    expect(FakeIntersectionObserver.live()).toHaveLength(1);
  });

  it("takes the widget's theme for the card, unless a tone is given", () => {
    const { rerender } = render(<MarketWidget widget={marketWidgets.xauusdNews} className="extra" />);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("data-tone", "light");
    expect(region).toHaveAttribute("data-layout", "card");
    expect(region).toHaveClass("extra");
    rerender(<MarketWidget widget={marketWidgets.xauusdNews} tone="dark" />);
    expect(screen.getByRole("region")).toHaveAttribute("data-tone", "dark");
    rerender(<MarketWidget widget={marketWidgets.goldOverview} />);
    expect(screen.getByRole("region")).toHaveAttribute("data-tone", "dark");
  });

  it("gives the tape-height box the strip layout", () => {
    render(<MarketWidget widget={marketWidgets.goldTickerTape} />);
    const region = screen.getByRole("region", { name: "Gold quotes" });
    expect(region).toHaveAttribute("data-layout", "strip");
    expect(region.style.getPropertyValue("--widget-height")).toBe("76px");
  });
});

describe("when the box nears the viewport", () => {
  it.each([
    [
      "goldOverview",
      (config: Record<string, unknown>) => {
        const symbols = config.symbols as string[][];
        expect(symbols[0][1]).toBe("OANDA:XAUUSD|1M");
        expect((config.dateRanges as string[]).map((range) => range.split("|")[0])).toEqual(["1d", "1m", "3m", "12m", "60m", "all"]);
      },
    ],
    [
      "xauusdHourlyChart",
      (config: Record<string, unknown>) => {
        expect(config).toMatchObject({
          symbol: "OANDA:XAUUSD",
          interval: "60",
          theme: "dark",
          allow_symbol_change: false,
          autosize: true,
        });
      },
    ],
    [
      "goldTickerTape",
      (config: Record<string, unknown>) => {
        const names = (config.symbols as { proName: string }[]).map((entry) => entry.proName);
        expect(names).toEqual(expect.arrayContaining(["OANDA:XAUUSD", "OANDA:XAUHKD", "COMEX:GC1!"]));
      },
    ],
    [
      "xauusdNews",
      (config: Record<string, unknown>) => {
        expect(config).toMatchObject({ feedMode: "symbol", symbol: "OANDA:XAUUSD", height: 430 });
      },
    ],
    [
      "goldTechnicalGauge",
      (config: Record<string, unknown>) => {
        expect(config).toMatchObject({ symbol: "OANDA:XAUUSD", interval: "1h" });
      },
    ],
  ] as const)("%s: injects one async script with its src and its JSON config", (id, checkConfig) => {
    const widget = marketWidgets[id];
    render(<MarketWidget widget={widget} />);
    scrollIntoView();

    const script = onlyScript();
    expect(script.getAttribute("src")).toBe(widget.scriptUrl);
    expect(script.type).toBe("text/javascript");
    expect(script.async).toBe(true);
    const config = JSON.parse(script.textContent ?? "") as Record<string, unknown>;
    expect(config).toEqual(widget.config);
    checkConfig(config);

    // TradingView's script reads its config from itself and draws into its sibling target.
    const host = script.parentElement;
    expect(host).toHaveClass("tradingview-widget-container");
    expect(screen.getByRole("region")).toContainElement(host);
    expect(host?.querySelectorAll(":scope > .tradingview-widget-container__widget")).toHaveLength(1);

    expect(screen.getByRole("region")).toHaveAttribute("data-status", "loading");
    expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "true");
    expect(fallbackCard(widget)).not.toHaveClass("visually-hidden");
  });

  it("stops watching after the first injection, so later scrolls add nothing", () => {
    render(<MarketWidget widget={marketWidgets.goldOverview} />);
    const [observer] = FakeIntersectionObserver.instances;
    scrollIntoView();
    expect(observer.disconnected).toBe(true);
    act(() => observer.fire(true));
    expect(tradingViewScripts()).toHaveLength(1);
  });

  it("injects once under StrictMode, whose effects run twice", () => {
    render(
      <StrictMode>
        <MarketWidget widget={marketWidgets.goldOverview} />
      </StrictMode>,
    );
    expect(FakeIntersectionObserver.live()).toHaveLength(1);
    const createElement = jest.spyOn(document, "createElement");
    scrollIntoView();
    expect(tradingViewScripts()).toHaveLength(1);
    expect(createElement.mock.calls.filter(([tag]) => tag === "script")).toHaveLength(1);
    createElement.mockRestore();
    expect(document.querySelectorAll(".tradingview-widget-container__widget")).toHaveLength(1);
  });

  it("loads straight away, once, where IntersectionObserver is missing", () => {
    jest.useFakeTimers();
    // @ts-expect-error: simulating a browser without the API
    delete window.IntersectionObserver;
    render(
      <StrictMode>
        <MarketWidget widget={marketWidgets.xauusdNews} />
      </StrictMode>,
    );
    const createElement = jest.spyOn(document, "createElement");
    act(() => {
      jest.advanceTimersByTime(0);
    });
    expect(onlyScript().getAttribute("src")).toBe(marketWidgets.xauusdNews.scriptUrl);
    // Not merely one left in the end: only one was ever made, so the browser fetches it once.
    expect(createElement.mock.calls.filter(([tag]) => tag === "script")).toHaveLength(1);
    createElement.mockRestore();
  });

  it("injects one script per widget when several share a page", () => {
    render(
      <>
        <MarketWidget widget={marketWidgets.xauusdHourlyChart} />
        <MarketWidget widget={marketWidgets.goldTechnicalGauge} />
      </>,
    );
    scrollIntoView();
    expect(tradingViewScripts().map((script) => script.getAttribute("src"))).toEqual([
      marketWidgets.xauusdHourlyChart.scriptUrl,
      marketWidgets.goldTechnicalGauge.scriptUrl,
    ]);
  });
});

describe("the widget's outcome", () => {
  it("uncovers the widget once an iframe appears", async () => {
    const widget = marketWidgets.goldOverview;
    render(<MarketWidget widget={widget} />);
    scrollIntoView();
    expect(fallbackCard(widget)).not.toHaveClass("visually-hidden");

    act(() => drawIframe());

    await waitFor(() => expect(screen.getByRole("region")).toHaveAttribute("data-status", "loaded"));
    expect(fallbackCard(widget)).toHaveClass("visually-hidden");
    expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it("shows the notice in the fallback card when the script fails to load", () => {
    const widget = marketWidgets.xauusdHourlyChart;
    render(<MarketWidget widget={widget} />);
    scrollIntoView();

    act(() => {
      onlyScript().dispatchEvent(new Event("error"));
    });

    const region = screen.getByRole("region", { name: "XAUUSD hourly chart" });
    expect(region).toHaveAttribute("data-status", "failed");
    expect(region).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("status")).toHaveTextContent(/^Live market data could not be loaded\. /);
    expect(fallbackCard(widget)).not.toHaveClass("visually-hidden");
    expect(screen.getByText("Gold spot · XAU/USD")).toBeVisible();
    expect(screen.getByRole("link", { name: /View XAUUSD on TradingView/ })).toBeVisible();
  });

  it("gives up after about 12 s without an iframe", () => {
    jest.useFakeTimers();
    render(<MarketWidget widget={marketWidgets.goldTechnicalGauge} />);
    scrollIntoView();

    act(() => {
      jest.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByRole("region")).toHaveAttribute("data-status", "loading");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole("region")).toHaveAttribute("data-status", "failed");
    expect(screen.getByRole("status")).toHaveTextContent(/could not be loaded/);
    expect(WIDGET_LOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(WIDGET_LOAD_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it("still shows a widget that draws after the deadline", async () => {
    jest.useFakeTimers();
    const widget = marketWidgets.goldTechnicalGauge;
    render(<MarketWidget widget={widget} />);
    scrollIntoView();
    act(() => {
      jest.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole("region")).toHaveAttribute("data-status", "failed");
    jest.useRealTimers();

    act(() => drawIframe());
    await waitFor(() => expect(screen.getByRole("region")).toHaveAttribute("data-status", "loaded"));
    expect(fallbackCard(widget)).toHaveClass("visually-hidden");
  });

  it("does not report a timeout once the widget has drawn", async () => {
    render(<MarketWidget widget={marketWidgets.xauusdNews} />);
    jest.useFakeTimers();
    scrollIntoView();
    act(() => drawIframe());
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByRole("region")).toHaveAttribute("data-status", "loaded"));
    jest.useFakeTimers();
    act(() => {
      jest.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS * 2);
    });
    expect(screen.getByRole("region")).toHaveAttribute("data-status", "loaded");
  });
});

describe("cleanup", () => {
  it("removes the injected markup on unmount", () => {
    const { unmount } = render(<MarketWidget widget={marketWidgets.goldTickerTape} />);
    scrollIntoView();
    act(() => drawIframe());
    const host = onlyScript().parentElement;

    unmount();

    // The widget's own nodes are removed, not merely detached along with the box.
    expect(host).toBeEmptyDOMElement();
    expect(tradingViewScripts()).toHaveLength(0);
    expect(document.querySelector(".tradingview-widget-container__widget")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("swaps the injected widget when given another one", async () => {
    const { rerender } = render(<MarketWidget widget={marketWidgets.goldOverview} />);
    scrollIntoView();
    act(() => drawIframe());
    await waitFor(() => expect(screen.getByRole("region")).toHaveAttribute("data-status", "loaded"));

    rerender(<MarketWidget widget={marketWidgets.xauusdNews} />);

    const region = screen.getByRole("region", { name: "Latest gold news" });
    expect(tradingViewScripts()).toHaveLength(0);
    expect(region.querySelector("iframe")).toBeNull();
    expect(region).toHaveAttribute("data-status", "idle");
    expect(fallbackCard(marketWidgets.xauusdNews)).not.toHaveClass("visually-hidden");
    scrollIntoView();
    expect(onlyScript().getAttribute("src")).toBe(marketWidgets.xauusdNews.scriptUrl);
  });

  it("disconnects the observer when unmounted before loading", () => {
    const { unmount } = render(<MarketWidget widget={marketWidgets.goldOverview} />);
    const [observer] = FakeIntersectionObserver.instances;
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(tradingViewScripts()).toHaveLength(0);
  });

  it("injects once again, and only once, after a remount such as a route change", () => {
    const { unmount } = render(<MarketWidget widget={marketWidgets.goldOverview} />);
    scrollIntoView();
    unmount();
    render(<MarketWidget widget={marketWidgets.goldOverview} />);
    expect(tradingViewScripts()).toHaveLength(0);
    scrollIntoView();
    expect(tradingViewScripts()).toHaveLength(1);
  });

  it("leaves no timer or handler behind after unmount", () => {
    jest.useFakeTimers();
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => {});
    const { unmount } = render(<MarketWidget widget={marketWidgets.goldOverview} />);
    scrollIntoView();
    const script = onlyScript();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(script.onerror).toBeNull();
    expect(script.onload).toBeNull();
    script.dispatchEvent(new Event("error"));
    act(() => {
      jest.advanceTimersByTime(WIDGET_LOAD_TIMEOUT_MS);
    });
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});
