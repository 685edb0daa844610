/**
 * Texts in data name the values they show in braces ("Open now, until {closes}"), so a maintainer
 * words, and a translator orders, the whole sentence. A name with no value stays as written.
 */
export const fillPlaceholders = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
