/* The demo index: built routes are links, routes still coming are marked and are not, and the totals say so. */
import { render, screen, within } from "@testing-library/react";
import { DemoIndexView } from "../../src/litho/demo-index/demo-index-view";
import type { GroupStatus } from "../../src/litho/demo-index/catalogue";

const group = (hrefs: (string | null)[]): GroupStatus => ({
  key: "elements",
  title: "Elements",
  description: "Parts of the section library.",
  icon: "elements",
  built: hrefs.filter(Boolean).length,
  routes: hrefs.map((href, index) => ({ path: `/litho/elements/e${index}`, title: `Element ${index}`, href })),
});

describe("DemoIndexView", () => {
  it("links built routes and marks the ones still coming, which are not links", () => {
    render(<DemoIndexView groups={[group(["/litho/elements/e0", null])]} searchPath="/litho/page/search-result" />);
    expect(screen.getByRole("link", { name: /Element 0/ })).toHaveAttribute("href", "/litho/elements/e0");
    expect(screen.queryByRole("link", { name: /Element 1/ })).not.toBeInTheDocument();
    const comingCard = screen.getByText("Element 1").closest("li")!;
    expect(within(comingCard).getByText("Coming soon")).toBeInTheDocument();
    expect(screen.getByText("Coming soon", { selector: "dt" }).nextSibling).toHaveTextContent("1");
    expect(screen.getByText(/the rest are on their way/)).toBeInTheDocument();
  });

  it("once every route is built, promises nothing more", () => {
    render(<DemoIndexView groups={[group(["/litho/elements/e0", "/litho/elements/e1"])]} searchPath="/litho/page/search-result" />);
    expect(screen.getAllByRole("link", { name: /Element \d/ })).toHaveLength(2);
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    expect(screen.queryByText(/on their way/)).not.toBeInTheDocument();
    expect(screen.getByText("Ready", { selector: "dt" }).nextSibling).toHaveTextContent("2");
  });
});
