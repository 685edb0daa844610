/** @jest-environment node */
import { composeEnquiryMail, enquirySubject, enquiryText, formatHongKongTime } from "../../src/lib/server/compose-mail";

// 06:05:09 UTC is 14:05:09 in Hong Kong (UTC+8, no daylight saving).
const RECEIVED = new Date("2025-03-04T06:05:09.000Z");
const ENVELOPE = { from: "Website <web@harbourgold.test>", to: "desk@harbourgold.test" };

const contact = {
  formId: "contact" as const,
  fields: {
    name: "Chan Tai Man",
    email: "tm.chan@example.com",
    phone: "+852 9123 4567",
    comment: "Two 1 kg bars, please.\nCollection on Friday.",
  },
  page: "/contact",
  receivedAt: RECEIVED,
};

describe("composeEnquiryMail", () => {
  it("sends from the site, to the desk, with the visitor in Reply-To", () => {
    const mail = composeEnquiryMail(contact, ENVELOPE);
    expect(mail.from).toBe(ENVELOPE.from);
    expect(mail.to).toBe(ENVELOPE.to);
    expect(mail.replyTo).toEqual({ name: "Chan Tai Man", address: "tm.chan@example.com" });
    expect(mail.subject).toBe("Website enquiry from Chan Tai Man");
    expect(mail.date).toBe(RECEIVED);
    expect(mail.headers).toEqual({ "X-Enquiry-Form": "contact" });
  });

  it("writes every field, the page and the Hong Kong time into a readable body", () => {
    expect(enquiryText(contact)).toBe(
      [
        "A visitor sent an enquiry on the Harbour Gold Bullion website.",
        "",
        "Name:    Chan Tai Man",
        "Email:   tm.chan@example.com",
        "Phone:   +852 9123 4567",
        "",
        "Message:",
        "Two 1 kg bars, please.",
        "Collection on Friday.",
        "",
        "--",
        "Page:     /contact",
        "Form:     contact",
        "Received: Tuesday 4 March 2025 at 14:05:09 Hong Kong time (2025-03-04T06:05:09.000Z)",
        "Reply to this e-mail to answer Chan Tai Man directly.",
        "",
      ].join("\n"),
    );
  });

  it("marks an empty optional field instead of leaving a blank", () => {
    expect(enquiryText({ ...contact, fields: { ...contact.fields, phone: "" } })).toMatch(/^Phone: +\(not given\)$/m);
  });

  it("names a subscriber by address when the form has no name", () => {
    const subscription = { formId: "subscribe-email" as const, fields: { email: "list@example.com" }, page: "/", receivedAt: RECEIVED };
    const mail = composeEnquiryMail(subscription, ENVELOPE);
    expect(mail.subject).toBe("Subscription request from list@example.com");
    expect(mail.replyTo).toEqual({ name: "", address: "list@example.com" });
    expect(mail.text).toContain("A visitor asked to join the mailing list");
    expect(mail.text).toMatch(/^Email: list@example\.com$/m);
  });

  it("keeps a subject on one line and short, whatever the name holds", () => {
    const subject = enquirySubject({
      formId: "contact-name-email",
      fields: { name: `Mallory\r\nBcc: x@y.z ${"x".repeat(200)}`, email: "m@example.com" },
    });
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual("Website enquiry from ".length + 80);
  });
});

describe("the live contact form's subject", () => {
  it("is worded in the language of the page it was sent from", () => {
    expect(enquirySubject({ formId: "contact", fields: { name: "Chan Tai Man" } })).toBe("Website enquiry from Chan Tai Man");
    expect(enquirySubject({ formId: "contact", fields: { name: "陳大文" }, language: "zh-hk" })).toBe("網站查詢（中文網頁）：陳大文");
    // A language the site does not have is the default one.
    expect(enquirySubject({ formId: "contact", fields: { name: "Ann" }, language: "fr" })).toBe("Website enquiry from Ann");
  });
});

describe("formatHongKongTime", () => {
  it("shows Hong Kong's wall-clock time whatever the server's zone", () => {
    expect(formatHongKongTime(new Date("2025-12-31T16:30:00Z"))).toBe("Thursday 1 January 2026 at 00:30:00 Hong Kong time");
  });
});

describe("booking requests", () => {
  const roomBooking = {
    formId: "room-booking" as const,
    fields: {
      name: "Ann Lee",
      email: "ann@example.com",
      check_in: "2026-04-01",
      check_out: "2026-04-05",
      guests: "2",
      room: "Ocean Suite",
    },
    page: "/litho/home-hotel-resort",
    receivedAt: RECEIVED,
  };

  it("are named as bookings in the subject", () => {
    expect(enquirySubject(roomBooking)).toBe("Room booking request from Ann Lee");
    expect(enquirySubject({ formId: "table-booking", fields: { name: "Ann Lee" } })).toBe("Table booking request from Ann Lee");
    expect(enquirySubject({ formId: "appointment", fields: { name: "Ann Lee" } })).toBe("Appointment request from Ann Lee");
  });

  it("write each day with its weekday and add the length of the stay", () => {
    const text = enquiryText(roomBooking);
    expect(text).toContain("A visitor asked to book a room on the");
    expect(text).toContain("Check-in:  2026-04-01 (Wednesday 1 April 2026)");
    expect(text).toContain("Check-out: 2026-04-05 (Sunday 5 April 2026)");
    expect(text).toContain("Room:      Ocean Suite");
    expect(text).toContain("Stay: 4 nights");
    expect(text).toContain("Form:     room-booking");
  });
});
