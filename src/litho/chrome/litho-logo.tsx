import { Link } from "gatsby";
import { PlainPicture } from "../../components/plain-picture/plain-picture";
import type { LithoLogoData } from "./types";
import * as styles from "./litho-logo.module.css";

interface LithoLogoProps {
  logo: LithoLogoData;
  /**
   * Which ink shows: "light" for dark backgrounds, "dark" for light ones, or "auto" to render
   * both and let the surrounding chrome's `data-ink` decide in CSS (a header that turns from
   * transparent to white on scroll swaps logos without a render).
   */
  ink?: "light" | "dark" | "auto";
  className?: string;
}

/** A text mark in the theme's gold, used when the data brings no logo image. */
const Wordmark = ({ alt }: { alt: string }) => (
  <span className={styles.wordmark}>
    <span className={styles.dot} aria-hidden="true" />
    {alt}
  </span>
);

export const LithoLogo = ({ logo, ink = "auto", className }: LithoLogoProps) => {
  const showLight = ink !== "dark";
  const showDark = ink !== "light";
  const hasImage = Boolean(logo.light || logo.dark);
  return (
    <Link
      to={logo.link ?? "/litho/"}
      className={[styles.logo, className].filter(Boolean).join(" ")}
      data-ink={ink}
      // With two inks rendered and one hidden, the link carries the name rather than either image.
      aria-label={hasImage ? logo.alt : undefined}
    >
      {!hasImage && <Wordmark alt={logo.alt} />}
      {showLight && (logo.light ?? logo.dark) && (
        <PlainPicture image={(logo.light ?? logo.dark)!} alt="" loading="eager" className={`${styles.image} ${styles.light}`} />
      )}
      {showDark && (logo.dark ?? logo.light) && (
        <PlainPicture image={(logo.dark ?? logo.light)!} alt="" loading="eager" className={`${styles.image} ${styles.dark}`} />
      )}
    </Link>
  );
};
