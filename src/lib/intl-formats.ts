/*
 * Intl formatters, built once per locale and options. Building one is the slow part (a phone spends
 * tens of milliseconds on a page's first as it loads the locale's data); formatting with it is quick,
 * so pages that word many figures or days reuse the same few.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, build: () => T): T => {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
};

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
