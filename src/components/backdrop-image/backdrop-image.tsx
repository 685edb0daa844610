import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PlainPicture } from "../plain-picture/plain-picture";
import { PreloadImage } from "../preload-image/preload-image";
import * as styles from "./backdrop-image.module.css";

interface BackdropImageProps {
  image: IGatsbyImageData | undefined;
  alt: string;
  /** The class that paints the darkening gradient over the image, so text on top stays readable. */
  shadeClassName: string;
}

/**
 * A full-bleed image behind a page's opening text. It is the page's largest element, so it is
 * preloaded at high priority and never lazy. Its parent must be `position: relative` with `isolation: isolate`.
 */
export const BackdropImage = ({ image, alt, shadeClassName }: BackdropImageProps) => (
  <>
    {image && <PreloadImage image={image} sizes="100vw" />}
    {image && <PlainPicture image={image} alt={alt} className={styles.image} loading="eager" />}
    <div className={`${styles.shade} ${shadeClassName}`} aria-hidden="true" />
  </>
);
