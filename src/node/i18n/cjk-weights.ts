import { compile, selectAll } from "css-select";
import { parse as parseSelector, type Selector } from "css-what";
import { isTag, isText, type Element, type Node } from "domhandler";
import { parseDocument } from "htmlparser2";
import postcss, { type Rule } from "postcss";

/**
 * Which Chinese characters a built page draws in regular type and which in bold, so that each weight's
 * face carries only its own: a page's headings, labels and buttons (bold) use a third of its characters,
 * and a bold face cut to all of them doubled what a Chinese page downloaded before its first paint.
 *
 * The page's HTML and the stylesheets inlined in its head are all it reads: a small cascade of the
 * font-weight declarations (author rules by specificity and order over the browser's defaults, inherited
 * otherwise). It errs towards including: a character counts in a weight if the page draws it so on a
 * small screen with nothing hovered or focused, or on a wide one with the rules of every media query and
 * of every hover and focus state applied. A character it missed would still be drawn, from the whole cut.
 */

export type CjkWeight = 400 | 700;

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/g;

/** Pseudo-classes that depend on what the visitor does, not on the document. */
const STATE_PSEUDOS = new Set(["hover", "focus", "focus-visible", "focus-within", "active", "visited", "target"]);

/** The browser's own bold elements and its form controls, which do not inherit the page's weight. */
const USER_AGENT_CSS = "h1,h2,h3,h4,h5,h6,b,strong,th,optgroup{font-weight:bold}button,input,select,textarea{font-weight:normal}";

interface Declaration {
  matches: (element: Element) => boolean;
  /** Author rules win over the browser's, then !important, then the more specific selector, then the later declaration. */
  rank: [origin: number, important: number, ids: number, classes: number, types: number, order: number];
  value: string;
}

const specificity = (selector: Selector[]): [number, number, number] => {
  let ids = 0;
  let classes = 0;
  let types = 0;
  for (const token of selector) {
    if (token.type === "attribute" && token.name === "id" && token.action === "equals") ids += 1;
    else if (token.type === "attribute" || (token.type === "pseudo" && token.name !== "where")) classes += 1;
    else if (token.type === "tag" || token.type === "pseudo-element") types += 1;
  }
  return [ids, classes, types];
};

/** The weight a `font-weight` value or a `font` shorthand sets: a number, a keyword or inherit. */
const declaredWeight = (property: string, value: string): string => {
  if (property === "font-weight") return value.trim();
  const words = value.trim().split(/\s+/);
  if (words.length === 1 && /^(inherit|unset)$/.test(words[0])) return words[0];
  // The shorthand resets the weight to normal unless it names one before the size.
  return words.find((word) => /^(bold|bolder|lighter|[1-9]\d{0,2}|1000)$/.test(word)) ?? "normal";
};

const numericWeight = (value: string, inherited: number): number => {
  if (value === "normal") return 400;
  if (value === "bold") return 700;
  if (value === "bolder") return inherited < 350 ? 400 : inherited < 550 ? 700 : 900;
  if (value === "lighter") return inherited < 550 ? 100 : inherited < 750 ? 400 : 700;
  const number = Number(value);
  return Number.isFinite(number) ? number : inherited;
};

/** `selector` without its state pseudo-classes (a hovered or focused look applied), or null if it has none. */
const withStatesApplied = (selector: Selector[]): Selector[] | null =>
  selector.some((token) => token.type === "pseudo" && STATE_PSEUDOS.has(token.name))
    ? selector.filter((token) => !(token.type === "pseudo" && STATE_PSEUDOS.has(token.name)))
    : null;

/** A compiled selector, or null for one this cascade cannot evaluate (it then counts as not matching). */
const compiled = (selector: Selector[]): ((element: Element) => boolean) | null => {
  try {
    const query = compile<Node, Element>([selector]);
    return (element) => query(element);
  } catch {
    return null;
  }
};

type Variant = "at rest" | "every state";

/** The weight declarations of `css` that apply in one variant of the page's look. */
const declarationsOf = (css: string, origin: number, variant: Variant, firstOrder: number): Declaration[] => {
  const declarations: Declaration[] = [];
  let order = firstOrder;
  postcss.parse(css).walkRules((rule: Rule) => {
    const inMedia = rule.parent?.type === "atrule" && (rule.parent as { name?: string }).name === "media";
    if (inMedia && variant === "at rest") return;
    rule.walkDecls(/^font(-weight)?$/, (declaration) => {
      order += 1;
      for (const selector of parseSelector(rule.selector)) {
        if (selector.some((token) => token.type === "pseudo-element")) continue;
        const stateless = withStatesApplied(selector);
        if (stateless && variant === "at rest") continue;
        const matches = compiled(stateless ?? selector);
        if (!matches) continue;
        declarations.push({
          matches,
          rank: [origin, declaration.important ? 1 : 0, ...specificity(selector), order],
          value: declaredWeight(declaration.prop, declaration.value),
        });
      }
    });
  });
  return declarations;
};

const outranks = (a: Declaration["rank"], b: Declaration["rank"]): boolean => {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index] > b[index];
  return false;
};

/** Each element's weight in one variant, read down the tree. */
const weightsOf = (root: Node, declarations: readonly Declaration[]): Map<Element, number> => {
  const weights = new Map<Element, number>();
  const visit = (node: Node, inherited: number) => {
    if (!isTag(node)) return;
    let winner: Declaration | undefined;
    for (const declaration of declarations) {
      if (declaration.matches(node) && (!winner || outranks(declaration.rank, winner.rank))) winner = declaration;
    }
    const inline = /font-weight:\s*([^;]+)/.exec(node.attribs.style ?? "")?.[1];
    const value = inline ?? winner?.value ?? "inherit";
    const weight = value === "inherit" || value === "unset" ? inherited : numericWeight(value, inherited);
    weights.set(node, weight);
    for (const child of node.children) visit(child, weight);
  };
  for (const child of "children" in root ? (root.children as Node[]) : []) visit(child, 400);
  return weights;
};

/** The faces a weight falls on: the page has a regular and a bold face, and 600 and up takes the bold one. */
const faceOf = (weight: number): CjkWeight => (weight >= 600 ? 700 : 400);

/**
 * The CJK characters the page's HTML shows (its text and attribute values; not its scripts or styles),
 * by the face that draws them. The head's title and meta texts count as regular. `leaveOut` (a selector)
 * names parts of the page whose characters do not count; the cascade still reads the whole page.
 */
export const cjkCharactersByWeight = (html: string, leaveOut?: string): Record<CjkWeight, Set<string>> => {
  const document = parseDocument(html);
  const leftOut = leaveOut ? compile<Node, Element>(leaveOut) : () => false;
  const styles = selectAll<Node, Element>("style", document).map((style) => style.children.map((child) => (isText(child) ? child.data : "")).join(""));
  const variants = (["at rest", "every state"] as const).map((variant) => {
    const userAgent = declarationsOf(USER_AGENT_CSS, 0, variant, 0);
    const author = styles.flatMap((css, index) => declarationsOf(css, 1, variant, (index + 1) * 1_000_000));
    return weightsOf(document, [...userAgent, ...author]);
  });
  const characters: Record<CjkWeight, Set<string>> = { 400: new Set(), 700: new Set() };
  const add = (text: string, element: Element | null) => {
    const found = text.match(CJK);
    if (!found) return;
    const faces = element ? new Set(variants.map((weights) => faceOf(weights.get(element) ?? 400))) : new Set<CjkWeight>([400]);
    for (const face of faces) for (const character of found) characters[face].add(character);
  };
  const visit = (node: Node, element: Element | null, inHead: boolean) => {
    if (isTag(node)) {
      if (node.name === "script" || node.name === "style" || leftOut(node)) return;
      const head = inHead || node.name === "head";
      for (const value of Object.values(node.attribs)) add(value, head ? null : node);
      for (const child of node.children) visit(child, node, head);
    } else if (isText(node)) add(node.data, inHead ? null : element);
  };
  document.children.forEach((child) => visit(child, null, false));
  return characters;
};
