import file from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./dm-serif-display.module.css";

export const TypefaceDmSerifDisplay = typeface(styles.typeface, file);
