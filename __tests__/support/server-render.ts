// The Node build of React's server renderer, for tests that check a component's server markup (what
// a visitor without JavaScript gets). Under jsdom, "react-dom/server" resolves to the browser build,
// which needs a TextEncoder jsdom lacks.
export { renderToString } from "react-dom/server.node";
