/**
 * How the editor reads and writes the data files, registered with Decap as custom formats and named in
 * the generated configuration: JSON as the repository keeps it (two spaces, a final newline), so a
 * save changes only the lines it edits; and, since Decap edits objects only, a file that is a list is
 * edited as the list of one field and saved as the list again.
 */
export const DOCUMENT_FORMAT = "json-document";
export const LIST_FORMAT = "json-list";
export const LIST_FIELD = "items";

export interface FileFormat {
  fromFile(text: string): unknown;
  toFile(data: unknown): string;
}

export const asFile = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export const fileFormats: Readonly<Record<string, FileFormat>> = {
  [DOCUMENT_FORMAT]: { fromFile: (text) => JSON.parse(text), toFile: asFile },
  [LIST_FORMAT]: {
    fromFile: (text) => ({ [LIST_FIELD]: JSON.parse(text) }),
    toFile: (data) => asFile((data as Record<string, unknown>)[LIST_FIELD] ?? []),
  },
};
