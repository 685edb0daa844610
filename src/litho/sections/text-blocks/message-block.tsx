import { graphql } from "gatsby";
import { Icon } from "../shared/icon";
import { Alert, type AlertVariant } from "../../ui/alert";
import { InlineMarkup } from "../../ui/inline-markup";
import * as styles from "./message-block.module.css";

export const fragment = graphql`
  fragment LithoMessageBlockFields on LithoMessageBlock {
    kind
    text
    title
    variant
    style
    icon
    dismissId
  }
`;

const VARIANTS = ["info", "success", "warning", "error"] as const;
type MessageVariant = (typeof VARIANTS)[number];

/** The data's names for the alert's colours, and each one's own icon. */
const LOOK: Record<MessageVariant, { alert: AlertVariant; icon: string; name: string }> = {
  info: { alert: "info", icon: "info", name: "Information" },
  success: { alert: "success", icon: "check-circle", name: "Success" },
  warning: { alert: "warning", icon: "warning", name: "Warning" },
  error: { alert: "danger", icon: "x-circle", name: "Error" },
};

const LAYOUTS = ["solid", "outline", "side-bar"] as const;

interface MessageBlockProps {
  block: Queries.LithoMessageBlockFieldsFragment;
}

/** A message box in the flow; with a dismissId it closes for good, and the keyboard lands on the next box. */
export const MessageBlock = ({ block }: MessageBlockProps) => {
  const variant = VARIANTS.find((candidate) => candidate === block.variant) ?? "info";
  const look = LOOK[variant];
  const icon = block.icon === "none" ? null : (block.icon ?? look.icon);
  return (
    <Alert
      variant={look.alert}
      look={LAYOUTS.find((layout) => layout === block.style) ?? "solid"}
      title={block.title ?? undefined}
      icon={icon ? <Icon name={icon} className={styles.icon} /> : undefined}
      dismissId={block.dismissId ?? undefined}
      dismissLabel={`Close message: ${block.title ?? look.name}`}
    >
      <p className={styles.text}>
        <InlineMarkup text={block.text} />
      </p>
    </Alert>
  );
};
