import { useLanguage } from "./language-context";

interface Translated {
  readonly language: string;
}

/**
 * The copy of a text file in the page's language. Static queries cannot take the page's language as
 * a variable, so they fetch every copy and the component keeps its own; the build's translation
 * check makes sure each language has one.
 */
export const useInLanguage = <T extends Translated>(nodes: readonly T[], file: string): T => {
  const { code } = useLanguage();
  const node = nodes.find((candidate) => candidate.language === code);
  if (!node) throw new Error(`data/site/${file} has no copy in language "${code}"`);
  return node;
};

/** The items of a list file (one node per item, e.g. navigation.json) in the page's language. */
export const useAllInLanguage = <T extends Translated>(nodes: readonly T[]): T[] => {
  const { code } = useLanguage();
  return nodes.filter((candidate) => candidate.language === code);
};
