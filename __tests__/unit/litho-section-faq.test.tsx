/*
 * The faq section: questions in named groups, each group an accordion whose answers open from a
 * click or the keyboard, with the groups listed as in-page links in the sidebar layout.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Faq, faqLook, groupAnchor } from "../../src/litho/sections/faq/faq";

type Section = Queries.LithoFaqSectionFieldsFragment;

const section = (overrides: Partial<Section> = {}): Section =>
  ({
    __typename: "LithoFaqSection",
    type: "faq",
    anchor: "questions",
    heading: { overline: "Help", title: "Frequently asked questions", text: null, align: "center" },
    layout: "sidebar",
    style: "boxed",
    note: "Still have a question?",
    button: { title: "Ask us directly", link: "/litho/page/contact-simple", style: "dark" },
    background: "light",
    groups: [
      {
        title: "Working with us",
        text: "How a project starts.",
        questions: [
          { question: "How do we start?", answer: ["Book a call.", "Then read the proposal."] },
          { question: "Do you sign NDAs?", answer: ["Yes, yours or ours."] },
        ],
      },
      {
        title: "Pricing and payment",
        text: null,
        questions: [{ question: "When do we pay?", answer: ["A third at the start."] }],
      },
    ],
    ...overrides,
  }) as unknown as Section;

const trigger = (name: string) => screen.getByRole("button", { name });

describe("Faq section", () => {
  it("is a region named by its heading with one named group per topic, each question a button in a heading", () => {
    render(<Faq section={section()} />);
    const region = screen.getByRole("region", { name: "Frequently asked questions" });
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(2);
    expect(groups[0]).toBe(within(region).getByRole("group", { name: "Working with us" }));
    expect(groups[1]).toBe(within(region).getByRole("group", { name: "Pricing and payment" }));
    expect(
      within(groups[0])
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["How do we start?", "Do you sign NDAs?"]);
    expect(within(groups[0]).getByText("How a project starts.")).toBeInTheDocument();
  });

  it("puts its group titles right under the page's h1 when the section has no heading of its own", () => {
    render(<Faq section={section({ heading: null })} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Working with us",
      "Pricing and payment",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toContain("How do we start?");
    expect(screen.queryAllByRole("heading", { level: 4 })).toEqual([]);
  });

  it("opens with the first answer of the first group and every other answer closed", () => {
    render(<Faq section={section()} />);
    expect(trigger("How do we start?")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Do you sign NDAs?")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("When do we pay?")).toHaveAttribute("aria-expanded", "false");
    const answer = document.getElementById(trigger("How do we start?").getAttribute("aria-controls")!)!;
    expect(answer).toHaveRole("region");
    expect(answer).toHaveTextContent("Book a call.Then read the proposal.");
  });

  it("opens a question from the keyboard and keeps other open answers open", async () => {
    const user = userEvent.setup();
    render(<Faq section={section()} />);
    trigger("When do we pay?").focus();
    await user.keyboard("{Enter}");
    expect(trigger("When do we pay?")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("How do we start?")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(trigger("When do we pay?")).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the groups with their counts as links to their anchors in the sidebar layout", () => {
    render(<Faq section={section()} />);
    const topics = screen.getByRole("navigation", { name: "Frequently asked questions: topics" });
    const links = within(topics).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Working with us2 questions", "#questions-working-with-us"],
      ["Pricing and payment1 questions", "#questions-pricing-and-payment"],
    ]);
    expect(document.getElementById("questions-working-with-us")).toHaveRole("group");
  });

  it("has no sidebar when stacked or when there is only one group", () => {
    const { rerender } = render(<Faq section={section({ layout: "stacked" })} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    rerender(<Faq section={section({ groups: [section().groups[0]] })} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("closes with the note and its button, and does without them", () => {
    const { rerender } = render(<Faq section={section()} />);
    expect(screen.getByText("Still have a question?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask us directly" })).toHaveAttribute("href", "/litho/page/contact-simple");
    rerender(<Faq section={section({ note: null, button: null })} />);
    expect(screen.queryByText("Still have a question?")).toBeNull();
    expect(screen.queryByRole("link", { name: "Ask us directly" })).toBeNull();
  });

  test("faqLook takes the data's look, boxed for unknown ones, and the dark look on a dark ground", () => {
    expect(faqLook("bordered", "light")).toBe("bordered");
    expect(faqLook("minimal", null)).toBe("minimal");
    expect(faqLook("fancy", "cream")).toBe("boxed");
    expect(faqLook(null, null)).toBe("boxed");
    expect(faqLook("bordered", "dark")).toBe("dark");
  });

  test("groupAnchor prefixes the group with its section's anchor", () => {
    expect(groupAnchor("billing", "Plans & billing")).toBe("billing-plans-billing");
    expect(groupAnchor(null, "Support")).toBe("faq-support");
  });
});
