// Split into its own chunk: loaded by MotionProvider only where animations will run.
import { domAnimation } from "framer-motion";

export default domAnimation;
