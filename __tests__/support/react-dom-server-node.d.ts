/** React's server renderer built for Node, which the unit tests render with: the browser build needs a TextEncoder jsdom lacks. */
declare module "react-dom/server.node" {
  export * from "react-dom/server";
}
