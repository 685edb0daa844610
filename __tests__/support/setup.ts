import "@testing-library/jest-dom";
import { siteTextNodes } from "./site-text-nodes";

// Components of the live site read their words through static queries; unless a test says
// otherwise, they get the real texts of every language, as on the built pages.
const { __setStaticQueryData } = jest.requireActual<typeof import("./gatsby-mock")>("gatsby");
const texts = siteTextNodes();
beforeEach(() => __setStaticQueryData(texts));
