import file from "@fontsource/syne/files/syne-latin-700-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./syne.module.css";

export const TypefaceSyne = typeface(styles.typeface, file);
