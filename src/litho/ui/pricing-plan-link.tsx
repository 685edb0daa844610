import type React from "react";
import { SmartLink } from "./smart-link";

const isInternal = (link: string): boolean => link.startsWith("/");

/** A plan's call to action: the router for the demo's own pages, a plain link for anything else. */
export const PricingPlanLink = ({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) =>
  isInternal(to) ? (
    <SmartLink to={to} className={className}>
      {children}
    </SmartLink>
  ) : (
    <a href={to} className={className}>
      {children}
    </a>
  );
