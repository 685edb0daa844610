/**
 * The words maintainers see for a field or a file, read from its SDL description: the first line
 * labels it in plain words ("Price we sell at, HK$"), and what follows a blank line is the hint
 * shown under it. The same description documents the field in GraphiQL. A field described by
 * nobody still gets a label, made from its name, so a new field shows up with no other change.
 */

export interface FieldWords {
  label: string;
  hint?: string;
}

/** "staleAfterHours" → "Stale after hours"; "hkdPerUsd" → "Hkd per usd". */
export const labelFromName = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldWords = (name: string, description: string | undefined): FieldWords => {
  const [first = "", ...rest] = (description ?? "").trim().split(/\n\s*\n/);
  const label = first.trim();
  if (!label) return { label: labelFromName(name) };
  const hint = rest
    .join("\n\n")
    .replace(/\s*\n\s*/g, " ")
    .trim();
  return hint ? { label, hint } : { label };
};
