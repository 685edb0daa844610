import { useEffect, useRef, useState } from "react";
import type { CSSProperties } from "react";
import {
  injectTradingViewWidget,
  WIDGET_ROOT_MARGIN,
  WIDGET_STRIP_MAX_HEIGHT,
  type AnyMarketWidget,
  type WidgetTheme,
} from "../../lib/market-widgets";
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
export const MarketWidget = ({ widget, className, tone = widget.theme }: MarketWidgetProps) => {
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
      if (teardown) return;
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
  const { fallback } = widget;

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={widget.title}
      aria-busy={status === "loading"}
      data-status={status}
      data-tone={tone}
      data-layout={strip ? "strip" : "card"}
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
          <p className={styles.eyebrow}>Live market data</p>
          <p className={styles.instrument}>{fallback.instrument}</p>
          <p className={styles.summary}>{fallback.summary}</p>
          <p className={styles.status} role="status">
            {status === "failed" && (
              <>
                Live market data could not be loaded.
                <span className={styles.reason}> It may be blocked by a browser extension, or you may be offline.</span>
              </>
            )}
          </p>
        </div>
        <a className={styles.link} href={fallback.href} target="_blank" rel="noopener noreferrer">
          {fallback.linkText}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
};
