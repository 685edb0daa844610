import type React from "react";
import { Link } from "gatsby";

interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
}

/** Site routes go through Gatsby's Link (prefetch, client navigation); external, '#' and mailto links stay anchors. */
export const SmartLink = ({ to, children, ...rest }: SmartLinkProps) => {
  if (to.startsWith("/")) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(to);
  return (
    <a href={to} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
};
