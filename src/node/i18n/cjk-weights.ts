import { compile, selectAll } from "css-select";
import { parse as parseSelector, type Selector } from "css-what";
import { isTag, isText, type Element, type Node } from "domhandler";
import { parseDocument } from "htmlparser2";
import postcss, { type AtRule, type Rule } from "postcss";

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
 * The same cascade of `display` tells what a phone's first layout draws, for the faces it fetches first.
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

/**
 * A look of the page: a small screen with nothing hovered or focused and no media query applied; a wide
 * one with every media query and every state applied; or what a phone lays out first (Lighthouse's, 412
 * by 823 px), with the media queries that hold there and nothing hovered or focused.
 */
type Variant = "at rest" | "every state" | "a phone's first layout";

const PHONE = { width: 412, height: 823 };

/** Whether one media query (`screen and (max-width:767px)`) holds on the phone; one it cannot read does not. */
const holdsOnPhone = (query: string): boolean => {
  const negated = /^not\s+/i.test(query);
  const holds = query
    .replace(/^(not|only)\s+/i, "")
    .split(/\s+and\s+/i)
    .every((condition) => {
      if (/^(all|screen)$/i.test(condition)) return true;
      const feature = /^\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)$/i.exec(condition);
      if (!feature) return false;
      const [, name, value] = feature;
      const pixels = parseFloat(value) * (/r?em$/.test(value) ? 16 : 1);
      const phone: Record<string, () => boolean> = {
        "max-width": () => PHONE.width <= pixels,
        "min-width": () => PHONE.width >= pixels,
        "max-height": () => PHONE.height <= pixels,
        "min-height": () => PHONE.height >= pixels,
        orientation: () => value === "portrait",
        "prefers-reduced-motion": () => value === "no-preference",
        hover: () => value === "none",
        pointer: () => value === "coarse",
      };
      return phone[name]?.() ?? false;
    });
  return negated ? !holds : holds;
};

/** Whether a rule applies in the variant, as far as the media queries around it go. */
const mediaAllow = (rule: Rule, variant: Variant): boolean => {
  for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) {
    const atRule = parent as AtRule;
    if (atRule.name !== "media") continue;
    if (variant === "at rest") return false;
    if (variant === "a phone's first layout" && !atRule.params.split(",").some((query) => holdsOnPhone(query.trim()))) return false;
  }
  return true;
};

/** A property the cascade follows: which declarations set it, and the value each gives. */
interface Property {
  declared: RegExp;
  valueOf: (property: string, value: string) => string;
  /** Its declaration in an element's style attribute. */
  inline: RegExp;
}

const FONT_WEIGHT: Property = { declared: /^font(-weight)?$/, valueOf: declaredWeight, inline: /font-weight:\s*([^;]+)/ };
const DISPLAY: Property = { declared: /^display$/, valueOf: (_, value) => value.trim(), inline: /(?:^|;)\s*display:\s*([^;]+)/ };

/** The declarations of `property` in `css` that apply in one variant of the page's look. */
const declarationsOf = (css: string, property: Property, origin: number, variant: Variant, firstOrder: number): Declaration[] => {
  const declarations: Declaration[] = [];
  let order = firstOrder;
  postcss.parse(css).walkRules((rule: Rule) => {
    if (!mediaAllow(rule, variant)) return;
    rule.walkDecls(property.declared, (declaration) => {
      order += 1;
      for (const selector of parseSelector(rule.selector)) {
        if (selector.some((token) => token.type === "pseudo-element")) continue;
        const stateless = withStatesApplied(selector);
        if (stateless && variant !== "every state") continue;
        const matches = compiled(stateless ?? selector);
        if (!matches) continue;
        declarations.push({
          matches,
          rank: [origin, declaration.important ? 1 : 0, ...specificity(selector), order],
          value: property.valueOf(declaration.prop, declaration.value),
        });
      }
    });
  });
  return declarations;
};

/** The declarations of `property` in the browser's rules and the page's stylesheets, for one variant. */
const cascadeOf = (userAgentCss: string, styles: readonly string[], property: Property, variant: Variant): Declaration[] => [
  ...declarationsOf(userAgentCss, property, 0, variant, 0),
  ...styles.flatMap((css, index) => declarationsOf(css, property, 1, variant, (index + 1) * 1_000_000)),
];

const outranks = (a: Declaration["rank"], b: Declaration["rank"]): boolean => {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index] > b[index];
  return false;
};

/** The value the cascade gives `element` for a property: its style attribute's, or the winning declaration's. */
const cascaded = (element: Element, property: Property, declarations: readonly Declaration[]): string | undefined => {
  const inline = property.inline.exec(element.attribs.style ?? "")?.[1];
  if (inline) return inline.trim();
  let winner: Declaration | undefined;
  for (const declaration of declarations) {
    if (declaration.matches(element) && (!winner || outranks(declaration.rank, winner.rank))) winner = declaration;
  }
  return winner?.value;
};

/** Each element's weight in one variant, read down the tree. */
const weightsOf = (root: Node, declarations: readonly Declaration[]): Map<Element, number> => {
  const weights = new Map<Element, number>();
  const visit = (node: Node, inherited: number) => {
    if (!isTag(node)) return;
    const value = cascaded(node, FONT_WEIGHT, declarations) ?? "inherit";
    const weight = value === "inherit" || value === "unset" ? inherited : numericWeight(value, inherited);
    weights.set(node, weight);
    for (const child of node.children) visit(child, weight);
  };
  for (const child of "children" in root ? (root.children as Node[]) : []) visit(child, 400);
  return weights;
};

/** The faces a weight falls on: the page has a regular and a bold face, and 600 and up takes the bold one. */
const faceOf = (weight: number): CjkWeight => (weight >= 600 ? 700 : 400);

/** What the browser itself never displays, or not until the visitor opens it. */
const USER_AGENT_HIDDEN_CSS =
  "[hidden],noscript,template,datalist,input[type=hidden],dialog:not([open]),details:not([open])>:not(summary),svg title,svg desc{display:none}";

/** The attributes a page draws: a field's placeholder and value, an option's label, and those its styles draw with attr(). */
const drawnAttributes = (styles: readonly string[]): Set<string> =>
  new Set(["placeholder", "value", "label", ...styles.flatMap((css) => [...css.matchAll(/attr\(\s*([\w-]+)/g)].map((match) => match[1]))]);

/**
 * What a phone draws at its first layout: the body, without what the browser or the page's rules hide
 * there (a tab panel not shown, a closed dialog, `<noscript>` in a browser that runs scripts) and without
 * `laidOutLater`, the parts the browser does not lay out yet. `htmlClasses` are those a script in the head
 * gives `<html>` before the body is parsed, as the rules see them.
 */
export interface FirstLayout {
  laidOutLater: string;
  htmlClasses?: readonly string[];
}

/** The elements a phone's first layout does not display: display none in its cascade, or inside such an element. */
const undisplayedAtFirst = (styles: readonly string[]): ((element: Element) => boolean) => {
  const declarations = cascadeOf(USER_AGENT_HIDDEN_CSS, styles, DISPLAY, "a phone's first layout");
  return (element) => cascaded(element, DISPLAY, declarations) === "none";
};

/**
 * The CJK characters the page's HTML shows, by the face that draws them. By default that is everything a
 * visitor may come to see: its text and attribute values (alternative texts, labels for screen readers),
 * not its scripts or styles; the head's title and meta texts count as regular. With `firstLayout`, only what
 * a phone draws at its first layout counts (see FirstLayout); the cascade still reads the whole page.
 */
export const cjkCharactersByWeight = (html: string, firstLayout?: FirstLayout): Record<CjkWeight, Set<string>> => {
  const document = parseDocument(html);
  const styleText = (style: Element) => style.children.map((child) => (isText(child) ? child.data : "")).join("");
  const styles = selectAll<Node, Element>("style", document).map(styleText);
  // A browser that runs scripts reads `<noscript>` as text, so the rules in it do not apply to its first layout.
  const scriptedStyles = selectAll<Node, Element>("style:not(noscript style)", document).map(styleText);
  const root = selectAll<Node, Element>("html", document)[0];
  if (firstLayout?.htmlClasses && root) root.attribs.class = [root.attribs.class ?? "", ...firstLayout.htmlClasses].join(" ").trim();
  const variants = (["at rest", "every state"] as const).map((variant) =>
    weightsOf(document, cascadeOf(USER_AGENT_CSS, styles, FONT_WEIGHT, variant)),
  );
  const leftOut = firstLayout ? compile<Node, Element>(firstLayout.laidOutLater) : () => false;
  const undisplayed = firstLayout ? undisplayedAtFirst(scriptedStyles) : () => false;
  const drawn = firstLayout ? drawnAttributes(scriptedStyles) : null;
  const characters: Record<CjkWeight, Set<string>> = { 400: new Set(), 700: new Set() };
  const add = (text: string, element: Element | null) => {
    const found = text.match(CJK);
    if (!found) return;
    const faces = element ? new Set(variants.map((weights) => faceOf(weights.get(element) ?? 400))) : new Set<CjkWeight>([400]);
    for (const face of faces) for (const character of found) characters[face].add(character);
  };
  const visit = (node: Node, element: Element | null, inHead: boolean) => {
    if (isTag(node)) {
      if (node.name === "script" || node.name === "style" || leftOut(node) || undisplayed(node)) return;
      const head = inHead || node.name === "head";
      if (head && firstLayout) return;
      for (const [name, value] of Object.entries(node.attribs)) if (!drawn || drawn.has(name)) add(value, head ? null : node);
      for (const child of node.children) visit(child, node, head);
    } else if (isText(node)) add(node.data, inHead ? null : element);
  };
  document.children.forEach((child) => visit(child, null, false));
  return characters;
};
