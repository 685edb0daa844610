import type React from "react";
import { SmartLink } from "../ui/smart-link";
import { ChromeIcon, isChromeIconName } from "./chrome-icon";
import { isExternalLink, isHashLink, linksTo } from "./menu-utils";
import type { LithoMenuItem } from "./types";

interface MenuLinkProps {
  item: LithoMenuItem;
  pathname: string;
  className?: string;
  iconClassName?: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** On one-page headers: the in-page section now in view ("#services"), marked as the current location. */
  currentHash?: string | null;
  children?: React.ReactNode;
}

/**
 * A menu entry's link: Gatsby's Link inside the site, a plain anchor for other sites and
 * in-page targets. The entry for the current page says so with aria-current.
 */
export const MenuLink = ({ item, pathname, className, iconClassName, onClick, currentHash, children }: MenuLinkProps) => {
  const link = item.link ?? "#";
  const current = linksTo(item.link, pathname);
  const content = (
    <>
      {item.icon && isChromeIconName(item.icon) && <ChromeIcon name={item.icon} className={iconClassName} size={16} />}
      <span>{item.title}</span>
      {children}
    </>
  );
  if (isExternalLink(link)) {
    return (
      <a className={className} href={link} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
      </a>
    );
  }
  if (isHashLink(link)) {
    return (
      <a className={className} href={link} onClick={onClick} aria-current={currentHash && link === currentHash ? "location" : undefined}>
        {content}
      </a>
    );
  }
  return (
    <SmartLink className={className} to={link} aria-current={current ? "page" : undefined} onClick={onClick}>
      {content}
    </SmartLink>
  );
};
