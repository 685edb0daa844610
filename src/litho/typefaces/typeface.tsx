import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import * as styles from "./typeface.module.css";

/**
 * A demo home's own headline face: everything inside takes it as `--font-display`, and its file is
 * preloaded with the page. The attribute tells gatsby-ssr.tsx to drop the preload of the default
 * headline face, which this page no longer uses.
 */
export const typeface = (className: string, file: string) => {
  const Typeface = ({ children }: { children: ReactNode }) => (
    <div className={`${styles.root} ${className}`}>
      <Helmet>
        <link rel="preload" href={file} as="font" type="font/woff2" crossOrigin="anonymous" data-typeface="" />
      </Helmet>
      {children}
    </div>
  );
  return Typeface;
};
