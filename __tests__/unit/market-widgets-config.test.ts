/**
 * @jest-environment node
 */
/*
 * The five widget definitions, and their server rendering in an environment with no window or
 * document at all: importing the module and rendering every widget must not reach for either.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MarketWidget } from "../../src/components/market-widget/market-widget";
import { marketWidgets, type AnyMarketWidget } from "../../src/lib/market-widgets";
import { interfaceTexts } from "../../src/lib/i18n/all-interface-texts";

const all = Object.entries(marketWidgets) as [string, AnyMarketWidget][];

describe("market widget definitions", () => {
  it("defines exactly the five widgets the site uses, each keyed by its own id", () => {
    expect(Object.keys(marketWidgets).sort()).toEqual(
      ["goldOverview", "goldTechnicalGauge", "goldTickerTape", "xauusdHourlyChart", "xauusdNews"].sort(),
    );
    for (const [key, widget] of all) expect(widget.id).toBe(key);
  });

  it.each([
    ["goldOverview", "symbol-overview", 600],
    ["xauusdHourlyChart", "advanced-chart", 600],
    ["goldTickerTape", "ticker-tape", 76],
    ["xauusdNews", "timeline", 430],
    ["goldTechnicalGauge", "technical-analysis", 450],
  ] as const)("%s loads TradingView's %s embed and reserves %i px", (id, kind, height) => {
    const widget = marketWidgets[id];
    expect(widget.kind).toBe(kind);
    expect(widget.scriptUrl).toBe(`https://s3.tradingview.com/external-embedding/embed-widget-${kind}.js`);
    expect(widget.height).toBe(height);
  });

  it("shows gold over one month by default, with ranges from a day to all time", () => {
    const { config } = marketWidgets.goldOverview;
    expect(config.symbols).toHaveLength(1);
    const [symbol, defaultRange] = config.symbols[0][1].split("|");
    expect(symbol).toBe("OANDA:XAUUSD");
    expect(defaultRange).toBe("1M");
    expect(config.dateRanges.map((range) => range.split("|")[0])).toEqual(["1d", "1m", "3m", "12m", "60m", "all"]);
    expect(config.hideDateRanges).toBe(false);
    expect(config.autosize).toBe(true);
  });

  it("charts XAUUSD hourly on the dark theme, with the symbol locked", () => {
    const { config } = marketWidgets.xauusdHourlyChart;
    expect(config.symbol).toBe("OANDA:XAUUSD");
    expect(config.interval).toBe("60");
    expect(config.theme).toBe("dark");
    expect(config.allow_symbol_change).toBe(false);
    expect(config.autosize).toBe(true);
  });

  it("runs a tape of gold quotes only: spot in several currencies and the futures contract", () => {
    const names = marketWidgets.goldTickerTape.config.symbols.map((entry) => entry.proName);
    expect(names[0]).toBe("OANDA:XAUUSD");
    expect(names).toEqual(expect.arrayContaining(["OANDA:XAUHKD", "OANDA:XAUEUR", "COMEX:GC1!"]));
    for (const name of names) expect(name).toMatch(/:(XAU[A-Z]{3}|GC1!)$/);
    for (const entry of marketWidgets.goldTickerTape.config.symbols) expect(entry.title).not.toBe("");
  });

  it("feeds news for XAUUSD alone, 430 px tall", () => {
    const { config } = marketWidgets.xauusdNews;
    expect(config.feedMode).toBe("symbol");
    expect(config.symbol).toBe("OANDA:XAUUSD");
    expect(config.height).toBe(430);
  });

  it("rates gold on the one-hour interval", () => {
    const { config } = marketWidgets.goldTechnicalGauge;
    expect(config.symbol).toBe("OANDA:XAUUSD");
    expect(config.interval).toBe("1h");
    expect(config.height).toBe(marketWidgets.goldTechnicalGauge.height);
  });

  it.each(all)("%s: the config survives JSON unchanged and its colour theme matches the widget's", (_id, widget) => {
    expect(JSON.parse(JSON.stringify(widget.config))).toEqual(widget.config);
    const theme = "theme" in widget.config ? widget.config.theme : widget.config.colorTheme;
    expect(theme).toBe(widget.theme);
  });

  it.each(all)(
    "%s: the fallback names the instrument in every language and links to it on tradingview.com, with no figures",
    (id, widget) => {
      expect(widget.sourcePage).toMatch(/^https:\/\/www\.tradingview\.com\/symbols\/XAUUSD\/([a-z]+\/)?$/);
      for (const texts of Object.values(interfaceTexts)) {
        const card = texts.market.widgets.find((entry) => entry.id === id);
        if (!card) throw new Error(`interface.json has no card for ${id}`);
        expect(card.title.trim()).not.toBe("");
        expect(card.instrument.trim()).not.toBe("");
        expect(card.summary.trim()).not.toBe("");
        expect(card.linkText).toContain("XAUUSD");
        expect(card.linkText).toContain("TradingView");
        // The card has no data of its own, so no number may pass for a price.
        expect(`${card.instrument} ${card.summary}`).not.toMatch(/\d/);
      }
    },
  );
});

describe("server rendering", () => {
  it("runs without a DOM", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  it.each(all)("%s renders its reserved box and fallback card, and no widget markup", (_id, widget) => {
    const html = renderToString(createElement(MarketWidget, { widget }));
    expect(html).toContain('role="region"');
    const card = interfaceTexts.en.market.widgets.find((entry) => entry.id === widget.id);
    expect(html).toContain(`aria-label="${card?.title}"`);
    expect(html).toContain(`--widget-height:${widget.height}px`);
    expect(html).toContain('data-status="idle"');
    expect(html).toContain(card?.instrument);
    expect(html).toContain(card?.summary);
    expect(html).toContain(`href="${widget.sourcePage}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(opens in a new tab)");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("tradingview-widget-container__widget");
    expect(html).not.toContain("could not be loaded");
  });
});
