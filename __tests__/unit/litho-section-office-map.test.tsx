/*
 * The office-map section: the offices with their ways in, and the map preview that asks Google
 * first and becomes the interactive map only on request; offline the drawing stays, with a link.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OfficeMap, telHref } from "../../src/litho/sections/office-map/office-map";
import { installFetchMock } from "../support/fetch-mock";

const fetchMock = installFetchMock();

const section = (layout: string | null = null) =>
  ({
    type: "office-map",
    anchor: "studios",
    heading: { overline: null, title: "Our studios", text: null, align: null },
    layout,
    background: null,
    offices: [
      {
        name: "London",
        address: ["41 Clerkenwell Road", "London EC1M 5RF"],
        phone: "+44 20 7946 0321",
        email: "london@fieldnote.example",
        hours: "Monday to Friday",
      },
      { name: "Lisbon", address: ["Rua da Prata 118"], phone: null, email: null, hours: null },
    ],
    place: {
      latitude: 51.5224,
      longitude: -0.1036,
      zoom: 16,
      query: "Clerkenwell Road, London",
      title: "Map of the London studio",
      imageAlt: "Drawn street plan",
      image: null,
    },
  }) as unknown as Queries.LithoOfficeMapSectionFieldsFragment;

describe("telHref", () => {
  it("keeps the digits and a leading plus", () => {
    expect(telHref("+44 20 7946 0321")).toBe("tel:+442079460321");
    expect(telHref("(416) 555-0147")).toBe("tel:4165550147");
  });
});

describe("OfficeMap section", () => {
  it("lists each office under its name with phone and e-mail links, and always links to Google Maps", () => {
    render(<OfficeMap section={section("split")} />);
    const london = screen.getByRole("heading", { name: "London" }).closest("li")!;
    expect(within(london).getByRole("link", { name: "+44 20 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
    expect(within(london).getByRole("link", { name: "london@fieldnote.example" })).toHaveAttribute(
      "href",
      "mailto:london@fieldnote.example",
    );
    expect(within(screen.getByRole("heading", { name: "Lisbon" }).closest("li")!).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByRole("link", { name: /Open Clerkenwell Road, London in Google Maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Clerkenwell%20Road%2C%20London",
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  it("loads Google's map on request when Google answers", async () => {
    const user = userEvent.setup();
    fetchMock().mockResolvedValue({ ok: false, status: 0 });
    render(<OfficeMap section={section()} />);
    await user.click(screen.getByRole("button", { name: "Show the interactive map" }));
    await waitFor(() =>
      expect(screen.getByTitle("Map of the London studio")).toHaveAttribute(
        "src",
        expect.stringContaining("maps.google.com/maps?q=51.5224,-0.1036&z=16"),
      ),
    );
  });

  it("keeps the drawing and says why when Google cannot be reached, and tries again on request", async () => {
    const user = userEvent.setup();
    fetchMock().mockRejectedValue(new TypeError("Failed to fetch"));
    render(<OfficeMap section={section("band")} />);
    await user.click(screen.getByRole("button", { name: "Show the interactive map" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("could not be loaded"));
    expect(document.querySelector("iframe")).toBeNull();
    fetchMock().mockResolvedValue({ ok: false, status: 0 });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull());
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });
});
