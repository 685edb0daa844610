import type { ComponentType } from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../layout/layout";
import { LanguageProvider } from "../../lib/i18n/language-context";

interface LiveFrameOptions {
  /**
   * The page the language switch offers in the other languages, when it is not the page itself. The
   * not-found page's address is no page in any language: it offers the home pages.
   */
  languageSwitchPath?: string;
}

/**
 * Frames a live page: its language (from the page's context, src/node/i18n/translated-pages.ts; the
 * 404 page has none and takes the address's), then the site's header, footer and scroll-to-top button.
 * Each live page exports itself framed, rather than Gatsby wrapping every page, so the frame's code and
 * styles travel with the live pages' chunks and none of it reaches a demo page, which has its own.
 */
export const withLiveFrame = <Props extends PageProps<object, object>>(Page: ComponentType<Props>, options: LiveFrameOptions = {}) => {
  const FramedPage = (props: Props) => (
    <LanguageProvider code={(props.pageContext as { language?: string }).language}>
      <Layout pathname={props.location.pathname} languageSwitchPath={options.languageSwitchPath ?? props.location.pathname}>
        <Page {...props} />
      </Layout>
    </LanguageProvider>
  );
  FramedPage.displayName = `withLiveFrame(${Page.displayName ?? Page.name})`;
  return FramedPage;
};
