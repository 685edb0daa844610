import file from "@fontsource/jost/files/jost-latin-500-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./jost.module.css";

export const TypefaceJost = typeface(styles.typeface, file);
