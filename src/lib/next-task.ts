/**
 * Resolves in a new task of the event loop. Code that has just been evaluated (a chunk loaded on
 * demand) and the work it then does (render, initialise a widget) would otherwise run as one long
 * task that holds up input; awaiting this between them gives the browser a turn to handle a tap or
 * paint a frame.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
