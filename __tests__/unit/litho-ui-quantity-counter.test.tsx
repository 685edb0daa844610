/* Quantity counter: plus adds one, minus takes one, never below zero. */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuantityCounter, clampQuantity } from "../../src/litho/ui/quantity-counter";

const input = () => screen.getByRole("spinbutton", { name: "Quantity of Gold ring" });
const minus = () => screen.getByRole("button", { name: "Decrease quantity of Gold ring" });
const plus = () => screen.getByRole("button", { name: "Increase quantity of Gold ring" });

describe("QuantityCounter", () => {
  it("adds and subtracts one and stops at zero", async () => {
    const onChange = jest.fn();
    render(<QuantityCounter label="Gold ring" defaultValue={1} onChange={onChange} />);
    await userEvent.click(plus());
    expect(input()).toHaveValue(2);
    await userEvent.click(minus());
    await userEvent.click(minus());
    expect(input()).toHaveValue(0);
    expect(minus()).toBeDisabled();
    fireEvent.click(minus());
    expect(input()).toHaveValue(0);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([2, 1, 0]);
  });

  it("never goes below zero, even with a negative minimum or start", () => {
    render(<QuantityCounter label="Gold ring" defaultValue={-4} min={-10} />);
    expect(input()).toHaveValue(0);
    expect(minus()).toBeDisabled();
  });

  it("settles typed values within bounds on blur", async () => {
    render(<QuantityCounter label="Gold ring" defaultValue={3} max={10} />);
    await userEvent.clear(input());
    await userEvent.type(input(), "-7");
    fireEvent.blur(input());
    expect(input()).toHaveValue(0);
    await userEvent.clear(input());
    await userEvent.type(input(), "42{Enter}");
    expect(input()).toHaveValue(10);
    expect(plus()).toBeDisabled();
  });

  it("clamps numbers", () => {
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(5, 0, 3)).toBe(3);
  });
});
