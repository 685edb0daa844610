/** The demo area under /litho/ brings its own chrome and speaks only English; every other route is the live site. */
export const isDemoRoute = (pathname: string): boolean => /^\/litho(?=[/?#]|$)/.test(pathname);
