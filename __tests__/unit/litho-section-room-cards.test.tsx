/* The room-cards section: nightly rates in US dollars, what a room includes, its button. */
import { render, screen, within } from "@testing-library/react";
import { RoomCards } from "../../src/litho/sections/room-cards/room-cards";
import { formatNightlyRate } from "../../src/litho/sections/room-cards/room-rate";

const room = (name: string, rate: number) => ({
  name,
  description: `${name}, described`,
  imageAlt: name,
  image: null,
  rate,
  rateNote: "Breakfast included",
  features: ["Sea-view balcony", "Sleeps 4"],
  button: { title: `Book the ${name}`, link: "#book", style: null },
});

const section = (variant: string | null = null) =>
  ({
    type: "room-cards",
    anchor: "rooms",
    heading: { overline: null, title: "Rooms and suites", text: null, align: null },
    rooms: [room("Garden Room", 240), room("Cliff Villa", 1250)],
    variant,
    background: null,
  }) as unknown as Queries.LithoRoomCardsSectionFieldsFragment;

describe("room rates", () => {
  it("are whole US dollars with thousands separated", () => {
    expect(formatNightlyRate(240)).toBe("$240");
    expect(formatNightlyRate(1250)).toBe("$1,250");
  });

  it("refuse a rate that is not a whole positive amount", () => {
    expect(() => formatNightlyRate(0)).toThrow(/whole number of US dollars/);
    expect(() => formatNightlyRate(99.5)).toThrow(/whole number of US dollars/);
  });
});

describe("RoomCards section", () => {
  it("shows each room's rate per night, what it includes and a button to book it", () => {
    render(<RoomCards section={section("rows")} />);
    const villa = screen.getByRole("heading", { level: 3, name: "Cliff Villa" }).closest("li")!;
    expect(villa).toHaveTextContent("$1,250 / night");
    expect(within(villa).getByRole("list", { name: "Cliff Villa: included" })).toHaveTextContent("Sea-view balcony");
    expect(within(villa).getByRole("link", { name: "Book the Cliff Villa" })).toHaveAttribute("href", "#book");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });
});
