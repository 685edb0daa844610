import "@testing-library/jest-dom";
import { siteTextNodes } from "./site-text-nodes";

// Components of the live site read their words through static queries; unless a test says
// otherwise, they get the real texts of every language, as on the built pages.
const { __setStaticQueryData } = jest.requireActual<typeof import("./gatsby-mock")>("gatsby");
const texts = siteTextNodes();
beforeEach(() => __setStaticQueryData(texts));

// jsdom has no default style for <wbr>, so accessible names would gain a space at each break
// opportunity in an e-mail address; browsers lay it out inline, adding nothing to the name.
if (typeof document !== "undefined") {
  const inlineBreaks = document.createElement("style");
  inlineBreaks.textContent = "wbr { display: inline; }";
  document.head.append(inlineBreaks);
}
