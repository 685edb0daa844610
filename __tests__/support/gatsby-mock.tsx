/* A small stand-in for Gatsby's runtime: links render as anchors, navigate is a spy, queries return fixtures. */
import React from "react";

export const graphql = (): null => null;

export const navigate = jest.fn();

export const withPrefix = (path: string): string => path;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  state?: unknown;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, state: _state, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

let staticQueryData: unknown = {};
/** Tests set the data that useStaticQuery returns. */
export const __setStaticQueryData = (data: unknown): void => {
  staticQueryData = data;
};
export const useStaticQuery = jest.fn(() => staticQueryData);
