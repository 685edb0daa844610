import type React from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import interCore from "./src/fonts/inter-wght-core.woff2";
import playfairCore from "./src/fonts/playfair-display-600-core.woff2";
import { languageOfPath } from "./src/lib/i18n/languages";
import { isDemoRoute } from "./src/lib/demo-route";
import { hideDismissedBoxesScript } from "./src/litho/ui/dismissed-store";

export { wrapRootElement } from "./src/components/app/page-wrappers";

/**
 * The core of both typefaces (Inter in every weight, Playfair Display for headlines): fetched with the
 * HTML, not after the CSS, so the first layout already uses them. A face that arrives later reflows its
 * text, and narrower button labels joining one row moved whole heroes.
 */
const preloadedFonts = [interCore, playfairCore];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  // The language of the page's address (/zh-hk/… is Chinese); Helmet keeps it in step after route changes.
  setHtmlAttributes({ lang: languageOfPath(pathname).htmlLang });
  setHeadComponents([
    // Marks the page as scripted before first paint, so no-JavaScript fallbacks never flash for everyone else.
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    ...(isDemoRoute(pathname) ? [<script key="hide-dismissed" dangerouslySetInnerHTML={{ __html: hideDismissedBoxesScript() }} />] : []),
    <link key="apple-touch-icon" rel="apple-touch-icon" sizes="180x180" href="/icons/icon-180x180.png" />,
    ...preloadedFonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  ]);
};

/**
 * Gatsby renders each page's body with React 18's streaming renderer, which writes its output in 2 KB
 * buffers and, when a multi-byte character (Chinese, "·") does not fit the end of one, sends the buffer
 * whole: its unused bytes reach the page as NUL characters (react/react#31134).
 * renderToString builds the same markup as one string. It renders a Suspense boundary's fallback where
 * the stream would wait, and no page here suspends on the server.
 *
 * The page's head is taken from Helmet in the same synchronous step. Gatsby renders two pages at a time in
 * each worker, and Helmet keeps what pages declare in one module-wide store: read later (in
 * gatsby-plugin-react-helmet's onRenderBody, after an await), one page got the other's title and
 * breadcrumbs and the other none. The plugin's own read then finds the store empty and adds nothing.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
  const head = Helmet.renderStatic();
  setHtmlAttributes(head.htmlAttributes.toComponent());
  setBodyAttributes(head.bodyAttributes.toComponent());
  // A page without a title of its own gets none, rather than an empty <title> ahead of any other.
  const title = head.title.toComponent() as unknown as React.ReactElement<{ children?: React.ReactNode }>[];
  setHeadComponents([
    title.filter((element) => Boolean(element.props.children)),
    head.link.toComponent(),
    head.meta.toComponent(),
    head.noscript.toComponent(),
    head.script.toComponent(),
    head.style.toComponent(),
    head.base.toComponent(),
  ]);
};

type HeadElement = React.ReactElement<{ "data-href"?: string; href?: string; "data-typeface"?: string }>;
const flatten = (nodes: React.ReactNode[]): React.ReactNode[] => nodes.flatMap((node) => (Array.isArray(node) ? flatten(node) : [node]));
const isLink = (node: React.ReactNode): node is HeadElement => (node as HeadElement)?.type === "link";
const isAppStylesheet = (node: React.ReactNode) =>
  (node as HeadElement)?.type === "style" && /^\/app\.[0-9a-f]+\.css$/.test((node as HeadElement).props["data-href"] ?? "");

/**
 * A demo home with a headline face of its own preloads that face (src/litho/typefaces/typeface.tsx), and
 * does not use Playfair Display: its preload goes, or the browser would fetch a face nothing shows.
 */
const withoutUnusedFacePreload = (head: React.ReactNode[]): React.ReactNode[] =>
  head.some((node) => isLink(node) && node.props["data-typeface"] !== undefined)
    ? head.filter((node) => !(isLink(node) && node.props.href === playfairCore))
    : head;

/**
 * Each page inlines two stylesheets (src/node/split-styles-by-page.ts, a deviation from stock Gatsby): the
 * app's (tokens, fonts, global element rules) and its page component's. Gatsby writes the component's
 * first; the app's goes first here, so component rules come after the global ones, as in the source.
 * `gatsby develop` links its one stylesheet instead, so only a production page must have the app's.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = withoutUnusedFacePreload(flatten(getHeadComponents()));
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
