/**
 * Keeps every language's copy of a text file in step with its source, the default language's
 * (data/site/en/x.json and data/site/<code>/x.json): the same fields in the same shape, the same list lengths, and the same
 * facts. Only prose may differ; links, pictures, times, dates, codes and figures must be the same,
 * so a translation cannot quietly send a visitor elsewhere or show another price.
 */
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../lib/i18n/languages";
import { siteTextFiles, siteTextPath } from "../json-types";
import type { DataFile } from "./check-values";
import { weightUnits } from "../../lib/gold/units";
import { weekdays } from "../../lib/opening-hours";

const IMAGE = /\.(jpe?g|png|webp|svg|gif)$/i;

/** Single words the site reads as codes, not as text: weight units and weekdays. */
const CODE_WORDS: ReadonlySet<string> = new Set([...weightUnits, ...weekdays]);

/** Strings that are facts rather than words: the same in every language. */
export const isFact = (value: string): boolean =>
  /^(\/|#|https?:|mailto:|tel:)/.test(value) || // links
  /^\S+@\S+\.\S+$/.test(value) || // e-mail addresses
  /^\d{1,2}:\d{2}$/.test(value) || // times
  /^\d{4}-\d{2}-\d{2}/.test(value) || // dates
  /^[a-z0-9]+(-[a-z0-9]+)+$/.test(value) || // ids such as gold-bar-1kg
  CODE_WORDS.has(value) ||
  /^[+\d][\d\s.,%()+-]*$/.test(value); // figures and phone numbers

const describe = (value: unknown): string =>
  Array.isArray(value) ? "a list" : value === null ? "null" : typeof value === "object" ? "an object" : JSON.stringify(value);

const compare = (source: unknown, copy: unknown, where: string, sourceDir: string, copyDir: string): string[] => {
  const at = where || "the file";
  if (Array.isArray(source)) {
    if (!Array.isArray(copy)) return [`${at}: should be a list, like its source`];
    if (copy.length !== source.length) return [`${at}: has ${copy.length} items; its source has ${source.length}`];
    return source.flatMap((item, index) => compare(item, copy[index], `${where}[${index}]`, sourceDir, copyDir));
  }
  if (source !== null && typeof source === "object") {
    if (copy === null || typeof copy !== "object" || Array.isArray(copy)) return [`${at}: should be an object, like its source`];
    const sourceKeys = Object.keys(source);
    const copyKeys = Object.keys(copy);
    const missing = sourceKeys
      .filter((key) => !copyKeys.includes(key))
      .map((key) => `${where ? `${where}.` : ""}${key}: missing; its source has it`);
    const extra = copyKeys.filter((key) => !sourceKeys.includes(key)).map((key) => `${where ? `${where}.` : ""}${key}: not in its source`);
    const shared = sourceKeys
      .filter((key) => copyKeys.includes(key))
      .flatMap((key) =>
        compare(
          (source as Record<string, unknown>)[key],
          (copy as Record<string, unknown>)[key],
          where ? `${where}.${key}` : key,
          sourceDir,
          copyDir,
        ),
      );
    return [...missing, ...extra, ...shared];
  }
  if (typeof source === "string" && typeof copy === "string") {
    if (IMAGE.test(source) && !/^(https?:|\/)/.test(source)) {
      const same = path.posix.join(sourceDir, source) === path.posix.join(copyDir, copy);
      return same ? [] : [`${at}: shows "${copy}", not the picture of its source ("${source}" next to the source)`];
    }
    return isFact(source) && copy !== source ? [`${at}: is "${copy}"; it must stay "${source}" as in its source`] : [];
  }
  return copy === source ? [] : [`${at}: is ${describe(copy)}; it must stay ${describe(source)} as in its source`];
};

/** One line per difference, file by file, for every language other than the default. */
export const translationProblems = (files: readonly DataFile[]): string[] => {
  const byPath = new Map(files.map((file) => [file.path, file.content]));
  return LANGUAGES.filter((language) => !language.default).flatMap((language) =>
    siteTextFiles().flatMap((file) => {
      const sourcePath = siteTextPath(DEFAULT_LANGUAGE.code, file);
      const copyPath = siteTextPath(language.code, file);
      if (!byPath.has(copyPath)) return [`data/${copyPath}: missing; every language needs its own copy of data/${sourcePath}`];
      return compare(byPath.get(sourcePath), byPath.get(copyPath), "", path.posix.dirname(sourcePath), path.posix.dirname(copyPath)).map(
        (problem) => `data/${copyPath}: ${problem}`,
      );
    }),
  );
};
