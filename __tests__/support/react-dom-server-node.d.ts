declare module "react-dom/server.node" {
  export * from "react-dom/server";
}
