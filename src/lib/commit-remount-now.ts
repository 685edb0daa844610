import { flushSync } from "react-dom";

/**
 * Applies a state update that remounts server-rendered images (a block handed to code that has
 * just loaded) in one synchronous commit. A remounted GatsbyImage draws its picture either from
 * its layout effect or from its passive effect, depending on whether gatsby-plugin-image's
 * renderer chunk has arrived. An ordinary commit runs the two effects in separate tasks, and when
 * the chunk lands between them neither draws: the image is gone for good. A synchronous commit
 * runs both in the same task.
 */
export const commitRemountNow = (update: () => void): void => flushSync(update);
