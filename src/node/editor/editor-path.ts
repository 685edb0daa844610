/** Where the maintainers' editor is served: a page of its own, outside Gatsby's pages. */
export const EDITOR_PATH = "/admin";
