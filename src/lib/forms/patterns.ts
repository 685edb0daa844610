/*
 * Phone number rules. The live site takes Hong Kong and international numbers;
 * the template demo forms keep the template's own 10-digit pattern.
 */

/**
 * The template's phone rule: 10 digits as 3-3-4, the first three optionally in brackets,
 * the groups optionally separated by one '-', '.' or space.
 */
export const TEMPLATE_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/** The separators a visitor may type between digits of a live-site number. */
const LIVE_SEPARATORS = /[ \-()]/g;

/** Brackets must pair up, one level deep, so "(852 1234" or "((2545)) 8800" are refused. */
const bracketsBalanced = (value: string): boolean => {
  let open = false;
  for (const char of value) {
    if (char === "(") {
      if (open) return false;
      open = true;
    } else if (char === ")") {
      if (!open) return false;
      open = false;
    }
  }
  return !open;
};

/**
 * The live contact form's phone rule: a Hong Kong number (8 digits, optionally after +852)
 * or an international one ('+', then 7 to 15 digits, no leading zero as E.164 has none).
 * Spaces, dashes and brackets may sit anywhere between the digits.
 */
export const isLivePhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed === "" || !/^[0-9+ \-()]+$/.test(trimmed) || !bracketsBalanced(trimmed)) return false;
  const compact = trimmed.replace(LIVE_SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return false; // one '+', and only before the digits
  if (!compact.startsWith("+")) return /^\d{8}$/.test(compact);
  // A number that names Hong Kong must be a whole Hong Kong number, not any 7–15 digits.
  if (compact.startsWith("+852")) return /^\+852\d{8}$/.test(compact);
  return /^\+[1-9]\d{6,14}$/.test(compact);
};

/**
 * A loose version of the live rule for the input's `pattern` attribute, so a browser
 * without JavaScript stops obvious mistakes; the server applies the full rule.
 * Written to compile under both the 'u' and the 'v' flag that browsers use for `pattern`.
 */
export const LIVE_PHONE_INPUT_PATTERN = String.raw`[0-9 \(\)\+\-]{8,30}`;

/**
 * The booking forms' phone rule: any country's number, 7 to 15 digits (E.164's range), with an
 * optional leading '+' and spaces, dashes, dots or brackets between the digits.
 */
export const isBookingPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  if (!/^\+?[0-9 .\-()]+$/.test(trimmed) || !bracketsBalanced(trimmed)) return false;
  return /^\d{7,15}$/.test(trimmed.replace(/[^0-9]/g, ""));
};

/** The booking phone rule, loosely, for the input's `pattern` attribute (see LIVE_PHONE_INPUT_PATTERN). */
export const BOOKING_PHONE_INPUT_PATTERN = String.raw`\+?[0-9 \.\(\)\-]{7,24}`;
