import file from "@fontsource/space-grotesk/files/space-grotesk-latin-600-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./space-grotesk.module.css";

export const TypefaceSpaceGrotesk = typeface(styles.typeface, file);
