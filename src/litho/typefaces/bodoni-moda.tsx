import file from "@fontsource/bodoni-moda/files/bodoni-moda-latin-600-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./bodoni-moda.module.css";

export const TypefaceBodoniModa = typeface(styles.typeface, file);
