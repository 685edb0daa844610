import fs from "node:fs";
import path from "node:path";

/*
 * The test server has no SMTP_URL, so accepted enquiries land as .eml files in TEST_OUTBOX_DIR
 * (see playwright.config.ts). Specs find their own message by a word only they wrote.
 */

/** A word no other test writes, to find this test's message in the shared outbox. */
export const marker = (label: string): string => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The text of the outbox message that contains `word`, or undefined while there is none. */
export const outboxMessageWith = (word: string): string | undefined => {
  const dir = process.env.TEST_OUTBOX_DIR;
  if (!dir || !fs.existsSync(dir)) return undefined;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".eml"))) {
    // Undo quoted-printable's soft line breaks so a word split across lines is found.
    const text = fs.readFileSync(path.join(dir, name), "utf8").replace(/=\r?\n/g, "");
    if (text.includes(word)) return text;
  }
  return undefined;
};
