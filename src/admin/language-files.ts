/**
 * The two languages of a text, side by side. Decap edits every language of an entry at once only
 * when they share one file (its i18n `single_file` structure, the only one its files collections
 * allow), while the site keeps each language's copy in its own folder, as Gatsby sources them. So
 * the backend Decap saves through is wrapped: the editor reads one file per text, data/site/about.json
 * holding `{ "en": …, "zh-hk": … }`, made from data/site/en/about.json and data/site/zh-hk/about.json,
 * and a save writes each language back to its own file. Every other file passes through untouched.
 */
import { asFile } from "./file-formats";

/** A text edited as one file: the path the editor knows, and each language's real file. */
export interface LanguageFiles {
  path: string;
  /** Language code → path of its copy, e.g. "zh-hk" → "data/site/zh-hk/about.json". */
  copies: Record<string, string>;
  /** The file is a list, edited as the field `items` of each language (Decap edits objects). */
  list: boolean;
}

interface StoredEntry {
  data: string | null;
  file: { path: string; id?: string | null; label?: string };
}

interface DataFileToSave {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}

/** The part of a Decap backend (its implementation) that reads and writes entries. */
export interface EntryStore {
  getEntry(path: string): Promise<StoredEntry>;
  entriesByFiles(files: { path: string; label?: string }[]): Promise<StoredEntry[]>;
  persistEntry(entry: { dataFiles?: DataFileToSave[] }, options: unknown): Promise<unknown>;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The one file the editor reads: every language's copy under its code. */
const joined = async (store: EntryStore, text: LanguageFiles, label?: string): Promise<StoredEntry> => {
  const codes = Object.keys(text.copies);
  const copies = await store.entriesByFiles(codes.map((code) => ({ path: text.copies[code], label })));
  const data = Object.fromEntries(codes.map((code, i) => [code, text.list ? { items: parsed(copies[i].data) } : parsed(copies[i].data)]));
  const id = copies.map((copy) => copy.file.id ?? "").join(":");
  return { data: asFile(data), file: { path: text.path, id, label } };
};

/** Each language's file of a save of the joined file. */
const split = (text: LanguageFiles, file: DataFileToSave): DataFileToSave[] => {
  const languages = JSON.parse(file.raw) as Record<string, unknown>;
  return Object.entries(text.copies).map(([code, path]) => {
    const copy = languages[code];
    const content = text.list ? (copy as { items?: unknown } | undefined)?.items : copy;
    return { path, slug: file.slug, raw: asFile(content ?? (text.list ? [] : {})) };
  });
};

export const withLanguageFiles = <Store extends EntryStore>(store: Store, texts: readonly LanguageFiles[]): Store => {
  const textAt = (path: string) => texts.find((text) => text.path === path);
  const overrides: Partial<EntryStore> = {
    getEntry: (path) => {
      const text = textAt(path);
      return text ? joined(store, text) : store.getEntry(path);
    },
    entriesByFiles: (files) =>
      Promise.all(
        files.map(async (file) => {
          const text = textAt(file.path);
          return text ? joined(store, text, file.label) : (await store.entriesByFiles([file]))[0];
        }),
      ),
    persistEntry: (entry, options) =>
      store.persistEntry(
        {
          ...entry,
          dataFiles: entry.dataFiles?.flatMap((file) => (textAt(file.path) ? split(textAt(file.path) as LanguageFiles, file) : [file])),
        },
        options,
      ),
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (typeof property === "string" && property in overrides) return overrides[property as keyof EntryStore];
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
};
