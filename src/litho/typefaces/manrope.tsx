import file from "@fontsource/manrope/files/manrope-latin-700-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./manrope.module.css";

export const TypefaceManrope = typeface(styles.typeface, file);
