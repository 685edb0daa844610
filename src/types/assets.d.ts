declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.woff2" {
  const url: string;
  export default url;
}
