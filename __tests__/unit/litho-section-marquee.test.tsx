/*
 * The marquee band: its phrases read once (the copy that closes the loop is hidden from assistive
 * technology), a name for the region, and a pause button that says whether it is pressed.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Marquee } from "../../src/litho/sections/marquee/marquee";

const section = (overrides: Partial<Queries.LithoMarqueeSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoMarqueeSection",
    type: "marquee",
    anchor: null,
    title: "What we do",
    phrases: ["Strategy", "Design", "Engineering"],
    look: "outline",
    duration: 3,
    background: null,
    ...overrides,
  }) as unknown as Queries.LithoMarqueeSectionFieldsFragment;

describe("Marquee section", () => {
  it("is a region named by its title whose phrases are read once", () => {
    render(<Marquee section={section()} />);
    const band = screen.getByRole("region", { name: "What we do" });
    expect(
      within(band)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Strategy", "Design", "Engineering"]);
    expect(band.querySelectorAll("li")).toHaveLength(6);
  });

  it("outlines every other phrase and never runs faster than twelve seconds a pass", () => {
    render(<Marquee section={section()} />);
    const band = screen.getByRole("region");
    expect(band.style.getPropertyValue("--marquee-seconds")).toBe("12s");
    expect(
      within(band)
        .getAllByRole("listitem")
        .map((item) => item.classList.contains("outline")),
    ).toEqual([false, true, false]);
    expect(band).toHaveClass("accent");
  });

  it("pauses and resumes with its button", () => {
    render(<Marquee section={section({ look: null, duration: null, background: "dark" })} />);
    const band = screen.getByRole("region");
    const button = screen.getByRole("button", { name: "Pause the moving band: What we do" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(band).toHaveAttribute("data-paused", "true");
    fireEvent.click(button);
    expect(band).not.toHaveAttribute("data-paused");
    expect(band.style.getPropertyValue("--marquee-seconds")).toBe("40s");
  });
});
