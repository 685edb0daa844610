import { graphql } from "gatsby";
import { Icon } from "./icon";
import { SmartLink } from "../../ui/smart-link";
import * as styles from "./button.module.css";

export const lithoButtonFields = graphql`
  fragment LithoButtonFields on LithoButton {
    title
    link
    style
    size
    shape
    icon
    shadow
  }
`;

export type LithoButtonStyle = "solid" | "dark" | "outline" | "link" | "light" | "gradient";
export type LithoButtonSize = "sm" | "md" | "lg" | "xl";
export type LithoButtonShape = "pill" | "rounded" | "square";

interface LithoButtonProps {
  title: string;
  link: string;
  /** Data may name a style, size or shape; unknown names fall back to solid, lg and pill. */
  variant?: string | null;
  size?: string | null;
  shape?: string | null;
  /** An icon of the demo's set after the title; the link style shows an arrow without one. */
  icon?: string | null;
  shadow?: boolean | null;
  className?: string;
}

const STYLES: readonly LithoButtonStyle[] = ["solid", "dark", "outline", "link", "light", "gradient"];
const SIZES: readonly LithoButtonSize[] = ["sm", "md", "lg", "xl"];
const SHAPES: readonly LithoButtonShape[] = ["pill", "rounded", "square"];

const pick = <T extends string>(known: readonly T[], value: string | null | undefined, fallback: T): T =>
  known.find((candidate) => candidate === value) ?? fallback;

export const LithoButton = ({ title, link, variant, size, shape, icon, shadow, className }: LithoButtonProps) => {
  const style = pick(STYLES, variant, "solid");
  const classes = [
    styles.button,
    styles[style],
    styles[pick(SIZES, size, "lg")],
    styles[pick(SHAPES, shape, "pill")],
    shadow ? styles.shadow : "",
    className,
  ];
  const glyph = icon ?? (style === "link" ? "arrow-right" : null);
  return (
    <SmartLink to={link} className={classes.filter(Boolean).join(" ")}>
      {title}
      {glyph && <Icon name={glyph} className={glyph === "arrow-right" ? styles.arrow : styles.icon} />}
    </SmartLink>
  );
};
