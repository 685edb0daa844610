import { useEffect, useMemo, useRef, useState } from "react";
import { policyIsThisPages, thirdPartyMark } from "../../lib/third-parties";
import type { CSSProperties } from "react";
import {
  injectTradingViewWidget,
  WIDGET_ROOT_MARGIN,
  WIDGET_STRIP_MAX_HEIGHT,
  type AnyMarketWidget,
  type WidgetTheme,
} from "../../lib/market-widgets";
import { useInterfaceText } from "../../lib/i18n/use-interface-text";
import * as styles from "./market-widget.module.css";

export type MarketWidgetStatus = "idle" | "loading" | "loaded" | "failed";

export interface MarketWidgetProps {
  widget: AnyMarketWidget;
  className?: string;
  /** Colours of the fallback card; defaults to the widget's own theme so the two match. */
  tone?: WidgetTheme;
}

/**
 * A TradingView widget in a box of fixed height. The server renders the box with a fallback card,
 * so the page never shifts and never shows a hole; the browser adds the widget once the box
 * nears the viewport and uncovers it only after the widget has actually drawn.
 */
export const MarketWidget = ({ widget: definition, className, tone = definition.theme }: MarketWidgetProps) => {
  const { market, opensInNewTab } = useInterfaceText();
  const texts = market.widgets.find((entry) => entry.id === definition.id);
  if (!texts) throw new Error(`data/site/en/interface.json: market.widgets has no entry for "${definition.id}"`);
  // TradingView draws its own labels in the page's language.
  const widget = useMemo(
    () => ({ ...definition, config: { ...definition.config, locale: market.widgetLocale } }) as AnyMarketWidget,
    [definition, market.widgetLocale],
  );
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MarketWidgetStatus>("idle");

  useEffect(() => {
    const box = boxRef.current;
    const host = hostRef.current;
    if (!box || !host) return undefined;
    setStatus("idle");

    let teardown: (() => void) | undefined;
    const start = (): void => {
      if (teardown || !policyIsThisPages()) return;
      setStatus("loading");
      teardown = injectTradingViewWidget(host, widget, {
        onLoaded: () => setStatus("loaded"),
        onFailed: () => setStatus("failed"),
      });
    };

    // Injection only ever happens from a callback that cleanup can cancel, so StrictMode's
    // mount-unmount-mount in development cannot leave two scripts behind.
    let observer: IntersectionObserver | undefined;
    let deferred: ReturnType<typeof setTimeout> | undefined;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: WIDGET_ROOT_MARGIN },
      );
      observer.observe(box);
    } else {
      deferred = setTimeout(start, 0);
    }

    return () => {
      observer?.disconnect();
      clearTimeout(deferred);
      teardown?.();
    };
  }, [widget]);

  const strip = widget.height <= WIDGET_STRIP_MAX_HEIGHT;

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={texts.title}
      aria-busy={status === "loading"}
      data-status={status}
      data-tone={tone}
      data-layout={strip ? "strip" : "card"}
      {...thirdPartyMark("tradingview")}
      className={className ? `${styles.box} ${className}` : styles.box}
      style={{ "--widget-height": `${widget.height}px` } as CSSProperties}
    >
      <div ref={hostRef} className={`tradingview-widget-container ${styles.host}`} />
      {/* Once the widget shows, the card stays for screen readers: it says what the widget is and links to the source. */}
      <div className={status === "loaded" ? `${styles.fallback} visually-hidden` : styles.fallback}>
        <span className={styles.badge} aria-hidden="true">
          Au
        </span>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{market.eyebrow}</p>
          <p className={styles.instrument}>{texts.instrument}</p>
          <p className={styles.summary}>{texts.summary}</p>
          <p className={styles.status} role="status">
            {status === "failed" && (
              <>
                {market.failed}
                <span className={styles.reason}> {market.failedReason}</span>
              </>
            )}
          </p>
        </div>
        <a className={styles.link} href={widget.sourcePage} target="_blank" rel="noopener noreferrer">
          {texts.linkText}
          <span className="visually-hidden"> {opensInNewTab}</span>
        </a>
      </div>
    </div>
  );
};
