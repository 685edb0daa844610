/** A step's or list item's printed number: the data's own, else its position with the template's leading zero below 10. */
export const stepNumber = (number: string | null | undefined, index: number): string => number ?? String(index + 1).padStart(2, "0");
