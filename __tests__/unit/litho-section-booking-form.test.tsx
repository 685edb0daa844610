/*
 * The booking-form section: the registry's booking forms (table, room, appointment) with the
 * page's choices, dates checked against the clock (set to Tuesday 10 March 2026), and a request
 * sent to the enquiry endpoint with its form id.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm, bookingFormSettings } from "../../src/litho/sections/booking-form/booking-form";
import { SUCCESS_MESSAGES } from "../../src/lib/forms/messages";
import { BOOKING_MESSAGES } from "../../src/lib/forms/field-messages";
import { jsonResponse, installFetchMock } from "../support/fetch-mock";

jest.mock("../../src/lib/use-site-data", () => ({
  useSiteData: () => ({ siteUrl: "https://example.test", company: { email: "desk@example.test" } }),
}));

const fetchMock = installFetchMock();
const ROOMS = ["Garden Room", "Ocean Suite"];

const section = (form: string, overrides: Record<string, unknown> = {}) =>
  ({
    type: "booking-form",
    anchor: "book",
    heading: { overline: null, title: "Book your stay", text: null, align: null },
    content: ["We confirm by email."],
    form,
    choices: form === "table-booking" ? null : ROOMS,
    times: null,
    details: [{ label: "Check-in", value: "From 15:00" }],
    buttonTitle: "Request booking",
    imageAlt: null,
    image: null,
    variant: null,
    background: null,
    ...overrides,
  }) as unknown as Queries.LithoBookingFormSectionFieldsFragment;

const field = (name: string) => screen.getByLabelText(name);
const setDate = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("bookingFormSettings", () => {
  it("takes the booking forms only, with choices exactly where the form has a list", () => {
    expect(bookingFormSettings("room-booking", ROOMS)).toEqual({ formId: "room-booking", choices: { room: ROOMS } });
    expect(bookingFormSettings("appointment", ["Facial"])).toEqual({ formId: "appointment", choices: { treatment: ["Facial"] } });
    expect(bookingFormSettings("table-booking", null)).toEqual({ formId: "table-booking", choices: undefined });
    expect(() => bookingFormSettings("contact-phone", null)).toThrow(/is not one of table-booking, room-booking, appointment/);
    expect(() => bookingFormSettings("room-booking", [])).toThrow(/needs "choices"/);
    expect(() => bookingFormSettings("table-booking", ["x"])).toThrow(/has no list/);
  });

  it("offers a form's times as a list of slots, refusing a form without a time and a slot that is not HH:MM", () => {
    expect(bookingFormSettings("appointment", ["Check-up"], ["08:30", "09:15"])).toEqual({
      formId: "appointment",
      choices: { treatment: ["Check-up"], time: ["08:30", "09:15"] },
    });
    expect(bookingFormSettings("table-booking", null, ["19:00"])).toEqual({ formId: "table-booking", choices: { time: ["19:00"] } });
    expect(() => bookingFormSettings("room-booking", ROOMS, ["15:00"])).toThrow(/has no time field/);
    expect(() => bookingFormSettings("appointment", ["Check-up"], ["9.30"])).toThrow(/"9.30" is not HH:MM/);
  });
});

describe("BookingForm section", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 2, 10, 12, 0, 0), advanceTimers: true });
  });

  it("draws the room booking as a plain post with the page's rooms and today as the earliest day", () => {
    render(<BookingForm section={section("room-booking")} />);
    const form = screen.getByRole("button", { name: "Request booking" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    expect(form.querySelector('input[name="formId"]')).toHaveValue("room-booking");
    expect(field("Check-in")).toHaveAttribute("type", "date");
    expect(field("Check-in")).toHaveAttribute("min", "2026-03-10");
    expect(field("Check-out")).toHaveAttribute("min", "2026-03-10");
    const rooms = Array.from((field("Room") as HTMLSelectElement).options).map((option) => option.textContent);
    expect(rooms).toEqual(["Choose…", ...ROOMS]);
    expect(Array.from((field("Guests") as HTMLSelectElement).options)).toHaveLength(7);
    expect(screen.getByText("From 15:00")).toBeInTheDocument();
  });

  it("refuses a check-out before check-in and a check-in in the past, then sends a corrected request", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock().mockResolvedValue(jsonResponse(200, { status: "success" }));
    render(<BookingForm section={section("room-booking")} />);
    await user.type(field("Name"), "Ann Lee");
    await user.type(field("Email"), "ann@example.com");
    setDate("Check-in", "2026-03-09");
    setDate("Check-out", "2026-03-08");
    await user.selectOptions(field("Guests"), "2");
    await user.selectOptions(field("Room"), "Ocean Suite");
    await user.click(screen.getByRole("button", { name: "Request booking" }));
    expect(await screen.findByText(BOOKING_MESSAGES.checkInPast)).toBeVisible();
    expect(screen.getByText(BOOKING_MESSAGES.checkOutBeforeCheckIn)).toBeVisible();
    expect(field("Check-out")).toHaveAccessibleDescription(BOOKING_MESSAGES.checkOutBeforeCheckIn);
    expect(fetchMock()).not.toHaveBeenCalled();

    setDate("Check-in", "2026-03-20");
    setDate("Check-out", "2026-03-23");
    await user.click(screen.getByRole("button", { name: "Request booking" }));
    expect(await screen.findByText(SUCCESS_MESSAGES.booking)).toBeVisible();
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(init.body as string)).toMatchObject({
      formId: "room-booking",
      name: "Ann Lee",
      check_in: "2026-03-20",
      check_out: "2026-03-23",
      guests: "2",
      room: "Ocean Suite",
    });
  });

  it("asks a table booking for a party size from 1 to 12 and lays it over its picture in the overlay variant", () => {
    render(<BookingForm section={section("table-booking", { variant: "overlay" })} />);
    const sizes = Array.from((field("Party size") as HTMLSelectElement).options).map((option) => option.value);
    expect(sizes).toEqual(["", ...Array.from({ length: 12 }, (_, index) => String(index + 1))]);
    expect(field("Time")).toHaveAttribute("type", "time");
    expect(screen.getByRole("region", { name: "Book your stay" })).toBeInTheDocument();
  });
});
