/**
 * The search results page's presentation: the form's 'Field is required.' rule (shown once
 * touched or submitted), results with links, the no-results message, popular pages with no query.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchResultsView } from "../../src/litho/search/search-results-view";
import { SearchForm } from "../../src/litho/search/search-form";
import type { SearchHit } from "../../src/litho/search/search-types";

const hits: SearchHit[] = [
  {
    id: "post-1",
    title: "Golden hour portraits",
    excerpt: "Light at the end of the day.",
    url: "/litho/blog-types/blog-standard-post/1",
    kind: "Blog post",
  },
  {
    id: "project-2",
    title: "Gold leaf identity",
    excerpt: "A brand for a gilder.",
    url: "/litho/portfolio/single-project-page-02",
    kind: "Project",
  },
];

jest.mock("../../src/litho/search/load-search", () => ({
  loadSearch: jest.fn(async () => (query: string) => (query.toLowerCase().startsWith("gold") ? hits : [])),
}));

const popular = [{ path: "/litho/home-business", title: "Business home" }];

describe("SearchForm", () => {
  test("an empty submit shows 'Field is required.' under the field and does not search", async () => {
    const onSearch = jest.fn();
    render(<SearchForm action="/litho/page/search-result" query="" onSearch={onSearch} />);
    const field = screen.getByRole("searchbox", { name: "Search the demo" });
    expect(screen.queryByText("Field is required.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("Field is required.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
  });

  test("the message appears on leaving the empty field, and clears once something is typed", async () => {
    render(<SearchForm action="/litho/page/search-result" query="" onSearch={jest.fn()} />);
    const field = screen.getByRole("searchbox", { name: "Search the demo" });
    await userEvent.click(field);
    expect(screen.queryByText("Field is required.")).toBeNull();
    await userEvent.tab();
    expect(screen.getByText("Field is required.")).toBeInTheDocument();
    await userEvent.type(field, "gold");
    expect(screen.queryByText("Field is required.")).toBeNull();
  });

  test("a valid search is handed on; the form is a GET to the page for browsers without scripts", async () => {
    const onSearch = jest.fn();
    const { container } = render(<SearchForm action="/litho/page/search-result" query="" onSearch={onSearch} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/litho/page/search-result");
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
    await userEvent.type(screen.getByRole("searchbox"), "portfolio{Enter}");
    expect(onSearch).toHaveBeenCalledWith("portfolio");
  });
});

describe("SearchResultsView", () => {
  const renderView = (query: string) =>
    render(
      <SearchResultsView
        path="/litho/page/search-result"
        query={query}
        onSearch={jest.fn()}
        popular={popular}
        suggestions={["portfolio", "travel"]}
      />,
    );

  test("without a query it invites a search and lists popular pages", () => {
    renderView("");
    expect(screen.getByText(/Type a keyword above/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Business home/ })).toHaveAttribute("href", "/litho/home-business");
  });

  test("matching results show their kind, title link and excerpt, with a count", async () => {
    renderView("gold");
    const list = await screen.findByRole("list", { name: "Search results for gold" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Golden hour portraits" })).toHaveAttribute("href", "/litho/blog-types/blog-standard-post/1");
    expect(screen.getByText("A brand for a gilder.")).toBeInTheDocument();
    expect(screen.getByText("Project")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “gold”");
  });

  test("no match says so, with suggestions and popular pages", async () => {
    renderView("zzqx");
    expect(await screen.findByRole("heading", { name: "No results for “zzqx”" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "portfolio" })).toHaveAttribute("href", "/litho/page/search-result?q=portfolio");
    expect(screen.getByRole("link", { name: /Business home/ })).toBeInTheDocument();
  });

  test("a failed index load offers a retry", async () => {
    const { loadSearch } = jest.requireMock("../../src/litho/search/load-search") as { loadSearch: jest.Mock };
    loadSearch.mockImplementationOnce(async () => {
      throw new Error("offline");
    });
    renderView("gold");
    expect(await screen.findByText("The search is unavailable right now")).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    });
    await waitFor(() => expect(screen.getByRole("link", { name: "Gold leaf identity" })).toBeInTheDocument());
  });
});
