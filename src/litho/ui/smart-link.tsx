import type React from "react";
import { Link } from "gatsby";
import { useIsComingRoute } from "./use-coming-routes";

interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
}

/**
 * Built site routes go through Gatsby's Link (prefetch, client navigation); routes still coming,
 * external, '#' and mailto links stay anchors, and external ones open in a new tab.
 */
export const SmartLink = ({ to, children, ...rest }: SmartLinkProps) => {
  const isComingRoute = useIsComingRoute();
  if (to.startsWith("/") && !isComingRoute(to)) {
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
