import { act, fireEvent, render, screen } from "@testing-library/react";
import { FormOutcomeNotice } from "../../src/litho/chrome/form-outcome-notice";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../src/lib/forms/messages";
import { renderToString } from "../support/server-render";

jest.mock("../../src/lib/use-site-data", () => ({
  useSiteData: () => ({ siteUrl: "https://example.test", company: { email: "desk@example.test" } }),
}));

const arriveAt = (url: string): void => window.history.replaceState(null, "", url);

describe("FormOutcomeNotice", () => {
  afterEach(() => arriveAt("/"));

  test("the server render holds every answer, hidden, under the redirect's fragment ids", () => {
    // The notice's server markup is what a visitor without JavaScript gets.
    const html = renderToString(<FormOutcomeNotice formId="subscribe-email" />);
    for (const id of ["subscribe-email-sent", "subscribe-email-invalid", "subscribe-email-not-sent", "subscribe-email-too-many"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain(SUCCESS_MESSAGES.subscribe);
    expect(html).toContain("desk@example.test");
  });

  test("shows nothing once hydrated when the address carries no outcome", () => {
    arriveAt("/litho/home-startup");
    const { container } = render(<FormOutcomeNotice formId="subscribe-email" />);
    expect(container).toBeEmptyDOMElement();
  });

  test("a success redirect shows the subscribe message, cleans the address and can be dismissed", () => {
    arriveAt("/litho/home-startup?form=subscribe-email&sent=1#subscribe-email-sent");
    render(<FormOutcomeNotice formId="subscribe-email" />);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS_MESSAGES.subscribe);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/litho/home-startup");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Dismiss message" })));
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("a refusal shows why", () => {
    arriveAt("/litho/home-startup?form=subscribe-email&sent=0&error=invalid&fields=email#subscribe-email-invalid");
    render(<FormOutcomeNotice formId="subscribe-email" />);
    expect(screen.getByRole("status")).toHaveTextContent(FAILURE_MESSAGES.invalid);
  });

  test("another form's outcome is left alone", () => {
    arriveAt("/litho/home-startup?form=contact&sent=1#contact-sent");
    const { container } = render(<FormOutcomeNotice formId="subscribe-email" />);
    expect(container).toBeEmptyDOMElement();
    expect(window.location.search).toBe("?form=contact&sent=1");
  });
});
