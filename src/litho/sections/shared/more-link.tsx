import { SmartLink } from "../../ui/smart-link";
import { Icon } from "./icon";
import { withEmailBreaks } from "../../../lib/email-breaks";

interface MoreLinkProps {
  to: string;
  /** The words shown, such as "Read more". */
  label: string;
  /** What the link is about (the card's title): read after the label by assistive technology only. */
  subject: string;
  className?: string;
  /** Given, an arrow icon with this class follows the label. */
  arrowClassName?: string;
}

/**
 * A card's "Read more"-style link. A row of cards repeats the same label, so each link's accessible
 * name carries its card's title ("Read more: Private vaults") while the eye sees the label alone.
 */
export const MoreLink = ({ to, label, subject, className, arrowClassName }: MoreLinkProps) => (
  <SmartLink to={to} className={className}>
    {withEmailBreaks(label)}
    <span className="visually-hidden">: {subject}</span>
    {arrowClassName && <Icon name="arrow-right" className={arrowClassName} />}
  </SmartLink>
);
