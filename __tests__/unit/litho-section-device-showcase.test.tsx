/*
 * The device-showcase section: features beside a phone frame; choosing a feature puts its screen
 * in the frame, and only that screen is exposed. Store buttons are drawn badges with readable names.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeviceShowcase, splitFeatures } from "../../src/litho/sections/device-showcase/device-showcase";
import { StoreBadges } from "../../src/litho/sections/shared/store-badge";

type Screen = Queries.LithoDeviceShowcaseSectionFieldsFragment["screens"][number];

const shot = (title: string): Screen =>
  ({
    icon: "check",
    title,
    text: `What ${title} does.`,
    imageAlt: `The ${title} screen`,
    image: { childImageSharp: { gatsbyImageData: { width: 720, height: 480, images: { fallback: { src: `/static/${title}.jpg` } } } } },
  }) as unknown as Screen;

const section = (overrides: Partial<Queries.LithoDeviceShowcaseSectionFieldsFragment> = {}) =>
  ({
    __typename: "LithoDeviceShowcaseSection",
    type: "device-showcase",
    anchor: "tour",
    heading: { overline: "Take the tour", title: "Four screens you will open every day", text: null, align: "center" },
    layout: "center",
    reverse: null,
    background: "cream",
    screens: [shot("Today"), shot("Habits"), shot("Insights"), shot("Focus")],
    stores: [
      { store: "app-store", link: "https://apps.apple.com/" },
      { store: "google-play", link: "https://play.google.com/store/apps" },
    ],
    ...overrides,
  }) as unknown as Queries.LithoDeviceShowcaseSectionFieldsFragment;

const shownScreen = () => screen.getByRole("img");

describe("DeviceShowcase section", () => {
  it("is a region named by its heading, showing the first feature's screen and marking its button pressed", () => {
    render(<DeviceShowcase section={section()} />);
    expect(screen.getByRole("region", { name: "Four screens you will open every day" })).toBeInTheDocument();
    expect(shownScreen()).toHaveAccessibleName("The Today screen");
    expect(screen.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Focus" })).toHaveAttribute("aria-pressed", "false");
  });

  it("choosing a feature shows its screen, by click or by keyboard, and controls the phone", async () => {
    const user = userEvent.setup();
    render(<DeviceShowcase section={section()} />);
    const insights = screen.getByRole("button", { name: "Insights" });
    await user.click(insights);
    expect(shownScreen()).toHaveAccessibleName("The Insights screen");
    expect(insights).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "false");
    const phone = document.getElementById(insights.getAttribute("aria-controls")!);
    expect(phone).toContainElement(shownScreen());

    screen.getByRole("button", { name: "Focus" }).focus();
    await user.keyboard("{Enter}");
    expect(shownScreen()).toHaveAccessibleName("The Focus screen");
  });

  it("brings the phone back into view when it lies off screen, as it does above the features on phones", async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<DeviceShowcase section={section()} />);
    const phone = document.getElementById(screen.getByRole("button", { name: "Habits" }).getAttribute("aria-controls")!)!;
    await user.click(screen.getByRole("button", { name: "Habits" }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest
      .spyOn(phone, "getBoundingClientRect")
      .mockReturnValue({ top: -640, bottom: -20, left: 0, right: 300, width: 300, height: 620, x: 0, y: -640, toJSON: () => ({}) });
    await user.click(screen.getByRole("button", { name: "Focus" }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: "nearest" }));
    expect(shownScreen()).toHaveAccessibleName("The Focus screen");
  });

  it("the centre layout splits the features across both sides of the phone, in order", () => {
    render(<DeviceShowcase section={section()} />);
    const lists = screen.getAllByRole("list").filter((list) => list.getAttribute("aria-label") === null);
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent),
      ),
    ).toEqual([
      ["Today", "Habits"],
      ["Insights", "Focus"],
    ]);
    expect(splitFeatures([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(splitFeatures([])).toEqual([[], []]);
  });

  it("the side layout keeps one list and the phone on the right when reversed", () => {
    const { container } = render(<DeviceShowcase section={section({ layout: "side", reverse: true })} />);
    const lists = screen.getAllByRole("list").filter((list) => list.getAttribute("aria-label") === null);
    expect(lists).toHaveLength(1);
    expect(within(lists[0]).getAllByRole("listitem")).toHaveLength(4);
    expect(container.querySelector(".side.reverse")).not.toBeNull();
  });

  it("names the store buttons as their badges read and leaves out stores it cannot draw", () => {
    render(<DeviceShowcase section={section()} />);
    const stores = screen.getByRole("list", { name: "Get the app" });
    const links = within(stores).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Download on the App Store", "Get it on Google Play"]);
    expect(links[0]).toHaveAttribute("href", "https://apps.apple.com/");
    expect(links[0]).toHaveAttribute("target", "_blank");
    render(<StoreBadges stores={[{ store: "windows-phone", link: "#" }]} />);
    expect(screen.getAllByRole("list", { name: "Get the app" })).toHaveLength(1);
  });

  it("shows no store row without stores", () => {
    render(<DeviceShowcase section={section({ stores: null })} />);
    expect(screen.queryByRole("list", { name: "Get the app" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
