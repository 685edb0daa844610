/** A parsed JSON value that is an object, the shape every rule walks into. */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
