import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/components/app/page-wrappers";

/** Marks the page as scripted before first paint, so no-JavaScript fallbacks never flash for everyone else. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
  ]);
};
