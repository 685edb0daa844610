import file from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./cormorant-garamond.module.css";

export const TypefaceCormorantGaramond = typeface(styles.typeface, file);
