/* Accordion: disclosure buttons in headings; one open at a time unless told otherwise. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion, type AccordionItem } from "../../src/litho/ui/accordion";

const items: AccordionItem[] = [
  { id: "shipping", title: "How long does shipping take?", content: <p>Three to five days.</p> },
  { id: "returns", title: "Can I return an order?", content: <p>Within thirty days.</p> },
  { id: "support", title: "Where do I get help?", content: <p>Our support desk.</p> },
];

const expanded = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"));

describe("Accordion", () => {
  it("opens the first item by default and wires buttons to regions", () => {
    render(<Accordion items={items} />);
    expect(expanded()).toEqual(["true", "false", "false"]);
    const button = screen.getByRole("button", { name: "Can I return an order?" });
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(region).toHaveAttribute("role", "region");
    expect(region).toHaveAttribute("aria-labelledby", button.id);
    expect(button.closest("h3")).not.toBeNull();
  });

  it("keeps one item open at a time and closes the open one on a second click", async () => {
    const onToggle = jest.fn();
    render(<Accordion items={items} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole("button", { name: "Where do I get help?" }));
    expect(expanded()).toEqual(["false", "false", "true"]);
    expect(onToggle).toHaveBeenLastCalledWith("support", true);
    await userEvent.click(screen.getByRole("button", { name: "Where do I get help?" }));
    expect(expanded()).toEqual(["false", "false", "false"]);
    expect(onToggle).toHaveBeenLastCalledWith("support", false);
  });

  it("lets several items stay open when single is off, and can start closed", async () => {
    render(<Accordion items={items} single={false} defaultOpen={[]} headingLevel={4} />);
    expect(expanded()).toEqual(["false", "false", "false"]);
    await userEvent.click(screen.getByRole("button", { name: "How long does shipping take?" }));
    await userEvent.click(screen.getByRole("button", { name: "Can I return an order?" }));
    expect(expanded()).toEqual(["true", "true", "false"]);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });

  it("numbers the minimal variant", () => {
    render(<Accordion items={items} variant="minimal" />);
    expect(screen.getByRole("button", { name: /shipping/ })).toHaveTextContent("01");
  });
});
