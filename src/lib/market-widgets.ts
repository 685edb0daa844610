/**
 * The TradingView market widgets the site embeds: what each one loads, how it is configured,
 * how much room it reserves and what stands in for it when it cannot load.
 *
 * Nothing here touches `window` or `document` at import time, so pages can import it during
 * server rendering; only `injectTradingViewWidget` uses the DOM, and only when it is called.
 */

export type MarketWidgetId = "goldOverview" | "xauusdHourlyChart" | "goldTickerTape" | "xauusdNews" | "goldTechnicalGauge";

/** TradingView's own names for its embeds; each one is also the tail of its script's file name. */
export type MarketWidgetKind = "symbol-overview" | "advanced-chart" | "ticker-tape" | "timeline" | "technical-analysis";

export type WidgetTheme = "light" | "dark";

/** A size TradingView accepts: pixels, or a CSS length such as "100%". */
type WidgetSize = number | string;

export interface SymbolOverviewConfig {
  /** Pairs of [title, "EXCHANGE:SYMBOL|DEFAULT_RANGE"]; the range after the bar is the one shown first. */
  symbols: [string, string][];
  /** Buttons offered, each "range|bar interval". */
  dateRanges: string[];
  chartOnly: boolean;
  autosize: boolean;
  width: WidgetSize;
  height: WidgetSize;
  locale: string;
  colorTheme: WidgetTheme;
  isTransparent: boolean;
  showVolume: boolean;
  showMA: boolean;
  hideDateRanges: boolean;
  hideMarketStatus: boolean;
  hideSymbolLogo: boolean;
  scalePosition: "left" | "right" | "no";
  scaleMode: "Normal" | "Logarithmic" | "Percentage";
  noTimeScale: boolean;
  valuesTracking: "0" | "1" | "2" | "3";
  changeMode: "price-and-percent" | "price-only" | "percent-only" | "no-values";
  chartType: "area" | "line" | "bars" | "candlesticks";
}

export interface AdvancedChartConfig {
  symbol: string;
  /** Bar interval: minutes as a number string ("60" is hourly), or "D", "W", "M". */
  interval: string;
  autosize: boolean;
  timezone: string;
  theme: WidgetTheme;
  /** Bar style; "1" is candles. */
  style: string;
  locale: string;
  allow_symbol_change: boolean;
  calendar: boolean;
  withdateranges: boolean;
  hide_side_toolbar: boolean;
  save_image: boolean;
  support_host: string;
}

export interface TickerTapeSymbol {
  proName: string;
  title: string;
}

export interface TickerTapeConfig {
  symbols: TickerTapeSymbol[];
  showSymbolLogo: boolean;
  isTransparent: boolean;
  displayMode: "adaptive" | "regular" | "compact";
  colorTheme: WidgetTheme;
  locale: string;
}

export interface TimelineConfig {
  feedMode: "all_symbols" | "market" | "symbol";
  symbol: string;
  isTransparent: boolean;
  displayMode: "regular" | "compact" | "adaptive";
  width: WidgetSize;
  height: WidgetSize;
  colorTheme: WidgetTheme;
  locale: string;
}

export interface TechnicalAnalysisConfig {
  symbol: string;
  /** The gauge's own interval names: "1m", "5m", "15m", "1h", "4h", "1D", "1W", "1M". */
  interval: string;
  showIntervalTabs: boolean;
  displayMode: "single" | "multiple";
  isTransparent: boolean;
  width: WidgetSize;
  height: WidgetSize;
  colorTheme: WidgetTheme;
  locale: string;
}

export interface MarketWidgetConfigs {
  "symbol-overview": SymbolOverviewConfig;
  "advanced-chart": AdvancedChartConfig;
  "ticker-tape": TickerTapeConfig;
  timeline: TimelineConfig;
  "technical-analysis": TechnicalAnalysisConfig;
}

export interface MarketWidgetDefinition<K extends MarketWidgetKind = MarketWidgetKind> {
  id: MarketWidgetId;
  kind: K;
  scriptUrl: string;
  config: MarketWidgetConfigs[K];
  /** Height in CSS pixels the box keeps at every width, before, during and after loading. */
  height: number;
  /** The widget's colour theme; the fallback card takes the same tone unless told otherwise. */
  theme: WidgetTheme;
  /**
   * The instrument's page on tradingview.com, linked from the card the box shows before the widget
   * arrives, without JavaScript and when the widget cannot load. The card's words (the widget's name,
   * the instrument, what it shows: never a price) are in data/site/en/interface.json, per language.
   */
  sourcePage: string;
}

/** Any one of the widgets, narrowed by `kind`. */
export type AnyMarketWidget = {
  [K in MarketWidgetKind]: MarketWidgetDefinition<K>;
}[MarketWidgetKind];

export const embedScriptUrl = (kind: MarketWidgetKind): string => `https://s3.tradingview.com/external-embedding/embed-widget-${kind}.js`;

/** Start loading a little before the box scrolls into view, so the widget is usually ready on arrival. */
export const WIDGET_ROOT_MARGIN = "200px 0px";

/** A widget that has drawn nothing by then is treated as blocked; the fallback card explains. */
export const WIDGET_LOAD_TIMEOUT_MS = 12_000;

/** Boxes at most this tall get a one-line strip instead of the full card. */
export const WIDGET_STRIP_MAX_HEIGHT = 120;

/** OANDA's spot gold; one source for every widget so the figures agree with each other. */
const SPOT_GOLD = "OANDA:XAUUSD";
const SPOT_GOLD_PAGE = "https://www.tradingview.com/symbols/XAUUSD/";

const goldOverview: MarketWidgetDefinition<"symbol-overview"> = {
  id: "goldOverview",
  kind: "symbol-overview",
  scriptUrl: embedScriptUrl("symbol-overview"),
  height: 600,
  theme: "dark",
  config: {
    symbols: [["Gold spot (XAU/USD)", `${SPOT_GOLD}|1M`]],
    dateRanges: ["1d|1", "1m|30", "3m|60", "12m|1D", "60m|1W", "all|1M"],
    chartOnly: false,
    autosize: true,
    width: "100%",
    height: "100%",
    locale: "en",
    colorTheme: "dark",
    isTransparent: false,
    showVolume: false,
    showMA: false,
    hideDateRanges: false,
    hideMarketStatus: false,
    hideSymbolLogo: false,
    scalePosition: "right",
    scaleMode: "Normal",
    noTimeScale: false,
    valuesTracking: "1",
    changeMode: "price-and-percent",
    chartType: "area",
  },
  sourcePage: SPOT_GOLD_PAGE,
};

const xauusdHourlyChart: MarketWidgetDefinition<"advanced-chart"> = {
  id: "xauusdHourlyChart",
  kind: "advanced-chart",
  scriptUrl: embedScriptUrl("advanced-chart"),
  height: 600,
  theme: "dark",
  config: {
    symbol: SPOT_GOLD,
    interval: "60",
    autosize: true,
    // Visitors and the trading desk are in Hong Kong; bar times read in local time.
    timezone: "Asia/Hong_Kong",
    theme: "dark",
    style: "1",
    locale: "en",
    allow_symbol_change: false,
    calendar: false,
    withdateranges: true,
    hide_side_toolbar: true,
    save_image: false,
    support_host: "https://www.tradingview.com",
  },
  sourcePage: SPOT_GOLD_PAGE,
};

const goldTickerTape: MarketWidgetDefinition<"ticker-tape"> = {
  id: "goldTickerTape",
  kind: "ticker-tape",
  scriptUrl: embedScriptUrl("ticker-tape"),
  height: 76,
  theme: "dark",
  config: {
    symbols: [
      { proName: SPOT_GOLD, title: "Gold / US dollar" },
      { proName: "OANDA:XAUHKD", title: "Gold / Hong Kong dollar" },
      { proName: "OANDA:XAUEUR", title: "Gold / euro" },
      { proName: "COMEX:GC1!", title: "Gold futures (COMEX)" },
    ],
    showSymbolLogo: true,
    isTransparent: false,
    displayMode: "adaptive",
    colorTheme: "dark",
    locale: "en",
  },
  sourcePage: SPOT_GOLD_PAGE,
};

const xauusdNews: MarketWidgetDefinition<"timeline"> = {
  id: "xauusdNews",
  kind: "timeline",
  scriptUrl: embedScriptUrl("timeline"),
  height: 430,
  theme: "light",
  config: {
    feedMode: "symbol",
    symbol: SPOT_GOLD,
    isTransparent: false,
    displayMode: "regular",
    width: "100%",
    height: 430,
    colorTheme: "light",
    locale: "en",
  },
  sourcePage: `${SPOT_GOLD_PAGE}news/`,
};

const goldTechnicalGauge: MarketWidgetDefinition<"technical-analysis"> = {
  id: "goldTechnicalGauge",
  kind: "technical-analysis",
  scriptUrl: embedScriptUrl("technical-analysis"),
  height: 450,
  theme: "dark",
  config: {
    symbol: SPOT_GOLD,
    interval: "1h",
    showIntervalTabs: true,
    displayMode: "single",
    isTransparent: false,
    width: "100%",
    height: 450,
    colorTheme: "dark",
    locale: "en",
  },
  sourcePage: `${SPOT_GOLD_PAGE}technicals/`,
};

export const marketWidgets = {
  goldOverview,
  xauusdHourlyChart,
  goldTickerTape,
  xauusdNews,
  goldTechnicalGauge,
} satisfies Record<MarketWidgetId, AnyMarketWidget>;

interface InjectionHandlers {
  /** The widget has drawn its iframe. */
  onLoaded: () => void;
  /** The script failed, or nothing was drawn in time. */
  onFailed: () => void;
}

/**
 * Puts TradingView's markup into `host` (an element carrying the `tradingview-widget-container`
 * class): the target div and the embed script, whose text is the JSON config the script reads.
 * Success means an iframe has appeared, since a loaded script can still draw nothing.
 * Returns a teardown that stops watching and removes everything the widget put in `host`.
 */
export const injectTradingViewWidget = (
  host: HTMLElement,
  widget: AnyMarketWidget,
  { onLoaded, onFailed }: InjectionHandlers,
): (() => void) => {
  const doc = host.ownerDocument;
  let loaded = false;
  let observer: MutationObserver | undefined;

  const stopWatching = (): void => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const checkForFrame = (): void => {
    if (loaded || !host.querySelector("iframe")) return;
    loaded = true;
    stopWatching();
    onLoaded();
  };

  const target = doc.createElement("div");
  target.className = "tradingview-widget-container__widget";

  const script = doc.createElement("script");
  script.type = "text/javascript";
  script.src = widget.scriptUrl;
  script.async = true;
  script.text = JSON.stringify(widget.config);
  script.onload = checkForFrame;
  script.onerror = () => {
    if (loaded) return;
    clearTimeout(timer);
    onFailed();
  };

  // A slow widget that draws after the deadline still replaces the notice, so the observer stays on.
  const timer = setTimeout(() => {
    if (!loaded) onFailed();
  }, WIDGET_LOAD_TIMEOUT_MS);

  if (typeof MutationObserver === "function") {
    observer = new MutationObserver(checkForFrame);
    observer.observe(host, { childList: true, subtree: true });
  }

  host.append(target, script);

  return () => {
    stopWatching();
    script.onload = null;
    script.onerror = null;
    // React renders nothing into the host, so all of its children came from the widget.
    host.replaceChildren();
  };
};
