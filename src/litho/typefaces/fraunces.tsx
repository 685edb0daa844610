import file from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./fraunces.module.css";

export const TypefaceFraunces = typeface(styles.typeface, file);
