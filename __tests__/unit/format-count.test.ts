import { formatCount } from "../../src/lib/format-count";

it("groups thousands with commas, as the form messages and the character counter show them", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(999)).toBe("999");
  expect(formatCount(5000)).toBe("5,000");
  expect(formatCount(4999)).toBe("4,999");
  expect(formatCount(1234567)).toBe("1,234,567");
});
