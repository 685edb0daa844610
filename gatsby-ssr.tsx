import type React from "react";
import type { GatsbySSR } from "gatsby";
import interCore from "./src/fonts/inter-wght-core.woff2";
import playfairCore from "./src/fonts/playfair-display-600-core.woff2";
import { languageOfPath } from "./src/lib/i18n/languages";
import { isDemoRoute } from "./src/lib/demo-route";
import { hideDismissedBoxesScript } from "./src/litho/ui/dismissed-store";
import { CJK_STYLE_MARK, cjkFontFaceCss, cjkMainFaceUrl, cjkMetricsFontScript, type CjkCut } from "./src/node/i18n/cjk-font-css";

export { wrapRootElement } from "./src/components/app/page-wrappers";

/**
 * The core of both typefaces (Inter in every weight, Playfair Display for headlines): fetched with the
 * HTML, not after the CSS, so the first layout already uses them. A face that arrives later reflows its
 * text, and narrower button labels joining one row moved whole heroes.
 */
const preloadedFonts = [interCore, playfairCore];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  // The language of the page's address (/zh-hk/… is Chinese); Helmet keeps it in step after route changes.
  const language = languageOfPath(pathname);
  setHtmlAttributes({ lang: language.htmlLang });
  // An English page carries the cut of its own few Chinese words; a translated page the cut of every
  // language. The English 404 page carries both: it speaks the language of the missing address once it
  // runs, and until then its header shows the English pages' 繁體中文 switch. Declared last, the small cut
  // draws the characters it has; the browser takes the others from the full cut, or from the Chinese 404
  // page's own cut, which the build declares between the two (src/node/i18n/cjk-page-cuts.ts).
  const isNotFound = /^\/(?:[^/]+\/)?404(?:\.html|\/)?$/.test(pathname);
  const cuts: CjkCut[] = !language.default ? ["all"] : isNotFound ? ["all", "default"] : ["default"];
  // Ahead of them the placeholder face that gives Chinese text its final size before they arrive.
  const cjkFaces = isDemoRoute(pathname) ? "" : cjkFontFaceCss("metrics") + cuts.map(cjkFontFaceCss).join("");
  // The faces of the first screen, fetched with the HTML so that the first layout has them: on an English
  // page both tiny ones (the header's 繁體中文 switch widened when its face arrived late), on a translated
  // page the text face.
  const cjkPreloads = !cjkFaces
    ? []
    : language.default
      ? [400, 700].map((weight) => cjkMainFaceUrl("default", weight))
      : [cjkMainFaceUrl("all", 400)];
  setHeadComponents([
    // Marks the page as scripted before first paint, so no-JavaScript fallbacks never flash for everyone else.
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    ...(isDemoRoute(pathname) ? [<script key="hide-dismissed" dangerouslySetInnerHTML={{ __html: hideDismissedBoxesScript() }} />] : []),
    <link key="apple-touch-icon" rel="apple-touch-icon" sizes="180x180" href="/icons/icon-180x180.png" />,
    ...[...preloadedFonts, ...cjkPreloads].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // The live pages' Chinese characters (src/node/i18n/cjk-font.ts); fetched only where they appear.
    // A translated page then gets its own, smaller cut after the build (src/node/i18n/cjk-page-cuts.ts).
    ...(cjkFaces
      ? [
          <style key="cjk-font" {...{ [CJK_STYLE_MARK]: cuts.join(" ") }} dangerouslySetInnerHTML={{ __html: cjkFaces }} />,
          <script key="cjk-metrics-font" dangerouslySetInnerHTML={{ __html: cjkMetricsFontScript() }} />,
        ]
      : []),
  ]);
};

type HeadElement = React.ReactElement<{ "data-href"?: string }>;
const isAppStylesheet = (node: React.ReactNode) =>
  (node as HeadElement)?.type === "style" && /^\/app\.[0-9a-f]+\.css$/.test((node as HeadElement).props["data-href"] ?? "");

/**
 * Each page inlines two stylesheets (src/node/split-styles-by-page.ts, a deviation from stock Gatsby): the
 * app's (tokens, fonts, global element rules) and its page component's. Gatsby writes the component's
 * first; the app's goes first here, so component rules come after the global ones, as in the source.
 * `gatsby develop` links its one stylesheet instead, so only a production page must have the app's.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = getHeadComponents();
  const app = head.filter(isAppStylesheet);
  if (app.length === 0) {
    if (process.env.NODE_ENV !== "production") return;
    throw new Error(
      `${pathname}: no inlined <style data-href="/app.<hash>.css"> in the head. Gatsby changed how it inlines stylesheets: ` +
        "check src/node/split-styles-by-page.ts and onPreRenderHTML in gatsby-ssr.tsx against this Gatsby version.",
    );
  }
  const firstStyle = head.findIndex((node) => (node as HeadElement)?.type === "style");
  const rest = head.filter((node) => !isAppStylesheet(node));
  replaceHeadComponents([...rest.slice(0, firstStyle), ...app, ...rest.slice(firstStyle)]);
};
