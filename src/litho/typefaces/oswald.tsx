import file from "@fontsource/oswald/files/oswald-latin-600-normal.woff2";
import { typeface } from "./typeface";
import * as styles from "./oswald.module.css";

export const TypefaceOswald = typeface(styles.typeface, file);
