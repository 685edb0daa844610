/*
 * The booking forms' schemas (table, room, appointment, project enquiry) as the browser and the endpoint run
 * them. The clock is set, so "today" is a known day: 2026-03-10 at noon, local time.
 */
import { earliestIsoDateAnywhere, isIsoDate, isIsoTime, localIsoDate, nightsBetween } from "../../src/lib/forms/booking-dates";
import { BOOKING_MESSAGES } from "../../src/lib/forms/field-messages";
import { isBookingPhoneNumber } from "../../src/lib/forms/patterns";
import type { FormId } from "../../src/lib/forms/registry";
import { validateFormValues } from "../../src/lib/forms/validate-form";

const TODAY = "2026-03-10";

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 2, 10, 12, 0, 0) });
});
afterEach(() => {
  jest.useRealTimers();
});

const errorsOf = (id: FormId, values: Record<string, unknown>, context?: { today?: string }): Record<string, string> => {
  const outcome = validateFormValues(id, values, context);
  return outcome.valid ? {} : outcome.errors;
};

const table = { name: "Ann Lee", email: "ann@example.com", phone: "+44 20 7946 0321", date: "2026-03-14", time: "19:30", guests: "4" };
const room = {
  name: "Ann Lee",
  email: "ann@example.com",
  check_in: "2026-04-01",
  check_out: "2026-04-05",
  guests: "2",
  room: "Ocean Suite",
};
const appointment = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "07700 900123",
  treatment: "Deep tissue massage",
  date: TODAY,
  time: "10:00",
};

describe("booking dates", () => {
  it("accepts only real calendar days and 24-hour times", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("10/03/2026")).toBe(false);
    expect(isIsoTime("19:30")).toBe(true);
    expect(isIsoTime("24:00")).toBe(false);
    expect(isIsoTime("7:30")).toBe(false);
  });

  it("reads today from the clock and counts nights across a month's end", () => {
    expect(localIsoDate(new Date())).toBe(TODAY);
    expect(nightsBetween("2026-03-30", "2026-04-02")).toBe(3);
    expect(nightsBetween("2026-04-02", "2026-03-30")).toBe(-3);
  });

  it("on the server, takes as first bookable day the one still current at UTC−12", () => {
    expect(earliestIsoDateAnywhere(new Date("2026-03-10T11:59:00Z"))).toBe("2026-03-09");
    expect(earliestIsoDateAnywhere(new Date("2026-03-10T12:00:00Z"))).toBe("2026-03-10");
  });
});

describe("table booking", () => {
  it("accepts a complete booking and reads the party size as a number", () => {
    const outcome = validateFormValues("table-booking", table);
    expect(outcome).toEqual({ valid: true, values: { ...table, guests: 4 } });
  });

  it("names every missing field", () => {
    expect(errorsOf("table-booking", {})).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailRequired,
      phone: BOOKING_MESSAGES.phoneRequired,
      date: BOOKING_MESSAGES.dateRequired,
      time: BOOKING_MESSAGES.timeRequired,
      guests: BOOKING_MESSAGES.partySize,
    });
  });

  it("refuses a day before today and takes today itself", () => {
    expect(errorsOf("table-booking", { ...table, date: "2026-03-09" })).toEqual({ date: BOOKING_MESSAGES.datePast });
    expect(errorsOf("table-booking", { ...table, date: TODAY })).toEqual({});
  });

  it("follows the clock rather than a fixed date", () => {
    jest.setSystemTime(new Date(2026, 2, 15, 9, 0, 0));
    expect(errorsOf("table-booking", table)).toEqual({ date: BOOKING_MESSAGES.datePast });
  });

  it("takes the first bookable day it is told, as the endpoint tells it", () => {
    expect(errorsOf("table-booking", { ...table, date: "2026-03-09" }, { today: "2026-03-09" })).toEqual({});
  });

  it("refuses impossible dates, times, party sizes and phone numbers", () => {
    expect(errorsOf("table-booking", { ...table, date: "2026-02-30" })).toEqual({ date: BOOKING_MESSAGES.dateInvalid });
    expect(errorsOf("table-booking", { ...table, time: "7pm" })).toEqual({ time: BOOKING_MESSAGES.timeInvalid });
    expect(errorsOf("table-booking", { ...table, guests: "13" })).toEqual({ guests: BOOKING_MESSAGES.partySize });
    expect(errorsOf("table-booking", { ...table, guests: "0" })).toEqual({ guests: BOOKING_MESSAGES.partySize });
    expect(errorsOf("table-booking", { ...table, guests: "2.5" })).toEqual({ guests: BOOKING_MESSAGES.partySize });
    expect(errorsOf("table-booking", { ...table, phone: "12345" })).toEqual({ phone: BOOKING_MESSAGES.phoneInvalid });
  });
});

describe("room booking", () => {
  it("accepts a stay of at least one night", () => {
    expect(errorsOf("room-booking", room)).toEqual({});
    expect(errorsOf("room-booking", { ...room, check_in: TODAY, check_out: "2026-03-11" })).toEqual({});
  });

  it("wants check-out after check-in", () => {
    expect(errorsOf("room-booking", { ...room, check_out: "2026-04-01" })).toEqual({ check_out: BOOKING_MESSAGES.checkOutBeforeCheckIn });
    expect(errorsOf("room-booking", { ...room, check_out: "2026-03-30" })).toEqual({ check_out: BOOKING_MESSAGES.checkOutBeforeCheckIn });
  });

  it("refuses a check-in in the past, and leaves check-out to its own rule", () => {
    expect(errorsOf("room-booking", { ...room, check_in: "2026-03-09", check_out: "2026-03-12" })).toEqual({
      check_in: BOOKING_MESSAGES.checkInPast,
    });
  });

  it("sends stays longer than the limit to the phone", () => {
    expect(errorsOf("room-booking", { ...room, check_out: "2026-05-01" })).toEqual({});
    expect(errorsOf("room-booking", { ...room, check_out: "2026-05-02" })).toEqual({ check_out: BOOKING_MESSAGES.stayTooLong });
  });

  it("says only what is wrong with check-in while check-in is not a day", () => {
    expect(errorsOf("room-booking", { ...room, check_in: "" })).toEqual({ check_in: BOOKING_MESSAGES.checkInRequired });
  });

  it("needs a room and a guest count within the room's limit", () => {
    expect(errorsOf("room-booking", { ...room, room: " ", guests: "7" })).toEqual({
      room: BOOKING_MESSAGES.roomRequired,
      guests: BOOKING_MESSAGES.roomGuests,
    });
  });
});

describe("appointment", () => {
  it("accepts an appointment today and wants a treatment", () => {
    expect(errorsOf("appointment", appointment)).toEqual({});
    expect(errorsOf("appointment", { ...appointment, treatment: "" })).toEqual({ treatment: BOOKING_MESSAGES.treatmentRequired });
    expect(errorsOf("appointment", { ...appointment, date: "2026-03-01" })).toEqual({ date: BOOKING_MESSAGES.datePast });
  });
});

describe("project enquiry", () => {
  const project = { name: "Ann Lee", email: "ann@example.com", service: "Brand identity", start: "2026-07-06" };

  it("accepts a project with its kind and a start from today on", () => {
    expect(errorsOf("project-enquiry", project)).toEqual({});
    expect(errorsOf("project-enquiry", { ...project, start: TODAY })).toEqual({});
  });

  it("wants the kind of project and a real, future start", () => {
    expect(errorsOf("project-enquiry", { ...project, service: "" })).toEqual({ service: BOOKING_MESSAGES.serviceRequired });
    expect(errorsOf("project-enquiry", { ...project, start: "" })).toEqual({ start: BOOKING_MESSAGES.startRequired });
    expect(errorsOf("project-enquiry", { ...project, start: "2026-03-09" })).toEqual({ start: BOOKING_MESSAGES.datePast });
    expect(errorsOf("project-enquiry", { ...project, start: "next July" })).toEqual({ start: BOOKING_MESSAGES.dateInvalid });
  });
});

describe("booking phone numbers", () => {
  it("takes 7 to 15 digits with the usual separators", () => {
    expect(isBookingPhoneNumber("+30 2810 555 014")).toBe(true);
    expect(isBookingPhoneNumber("(020) 7946-0321")).toBe(true);
    expect(isBookingPhoneNumber("555 0142")).toBe(true);
    expect(isBookingPhoneNumber("123456")).toBe(false);
    expect(isBookingPhoneNumber("1234567890123456")).toBe(false);
    expect(isBookingPhoneNumber("020 7946 +0321")).toBe(false);
    expect(isBookingPhoneNumber("(020 7946 0321")).toBe(false);
  });
});
