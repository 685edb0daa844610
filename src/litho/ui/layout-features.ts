// Its own chunk: the layout-animation features (framer-motion's domMax) load only on pages with a
// filter grid, and there only where animations run.
import { domMax } from "framer-motion";

export default domMax;
