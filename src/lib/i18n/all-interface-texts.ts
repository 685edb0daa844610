// Generated before every build from data/site/languages.json (src/node/i18n/interface-index.ts).
// Do not edit: add a language to languages.json and its folder of texts instead.
import en from "../../../data/site/en/interface.json";
import zhHk from "../../../data/site/zh-hk/interface.json";

/** Each language's data/site/…/interface.json, by language code. */
export const interfaceTexts = {
  "en": en,
  "zh-hk": zhHk,
} as const;
