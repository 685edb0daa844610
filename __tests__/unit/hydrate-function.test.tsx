import { act } from "react";
import { replaceHydrateFunction } from "../../gatsby-browser";

type Renderer = (element: React.ReactElement, container: Element) => () => void;
const renderer = (replaceHydrateFunction as unknown as () => Renderer)();

const Page = () => <p>Pure gold, weighed in front of you</p>;
const Indicator = () => <span role="status">Preparing the page</span>;

/** The page as Gatsby serves it: server-rendered markup inside #___gatsby and its focus wrapper. */
const servedPage = (): Element => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>Pure gold, weighed in front of you</p></div></div>`;
  return document.getElementById("gatsby-focus-wrapper") as Element;
};

// Lets act() wait for React's work, as Testing Library does for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("the hydration function Gatsby calls for every root it mounts", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("hydrates the server-rendered page in place", async () => {
    const container = servedPage();
    const paragraph = container.querySelector("p");
    await act(async () => {
      renderer(<Page />, container);
    });
    expect(container.querySelector("p")).toBe(paragraph);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("renders into a new, empty element beside a hydrated page, as develop's loading indicator is mounted", async () => {
    servedPage();
    const indicatorRoot = document.createElement("div");
    document.body.append(indicatorRoot);
    await act(async () => {
      renderer(<Indicator />, indicatorRoot);
    });
    expect(indicatorRoot.textContent).toBe("Preparing the page");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("returns a cleanup that unmounts what it mounted", async () => {
    const indicatorRoot = document.createElement("div");
    document.body.append(indicatorRoot);
    let cleanup = () => undefined as void;
    await act(async () => {
      cleanup = renderer(<Indicator />, indicatorRoot);
    });
    act(() => cleanup());
    expect(indicatorRoot.childNodes).toHaveLength(0);
  });
});
