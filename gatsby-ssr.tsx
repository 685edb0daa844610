import type { GatsbySSR } from "gatsby";
import interVariable from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import playfairSemiBold from "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2";

export { wrapPageElement, wrapRootElement } from "./src/components/app/page-wrappers";

/**
 * Both font files of the site (Inter in every weight, Playfair Display for headlines): fetched with the
 * HTML, not after the CSS, so the first layout already uses them. A face that arrives later reflows its
 * text, and narrower button labels joining one row moved whole heroes.
 */
const preloadedFonts = [interVariable, playfairSemiBold];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // Marks the page as scripted before first paint, so no-JavaScript fallbacks never flash for everyone else.
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    ...preloadedFonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
};
