import { useEffect, useState } from "react";
import {
  OUTCOME_ERRORS,
  outcomeAnchorId,
  outcomeErrorMessage,
  successMessageFor,
  takeFormOutcomeFromUrl,
  type FormOutcome,
} from "../../lib/forms/form-outcome";
import type { FormId } from "../../lib/forms/registry";
import { useSiteData } from "../../lib/use-site-data";
import { ChromeIcon } from "./chrome-icon";
import * as styles from "./form-outcome-notice.module.css";

interface FormOutcomeNoticeProps {
  /** The form whose plain-post answers this notice shows (a page may hold several copies of it). */
  formId: FormId;
}

interface NoticeProps {
  id?: string;
  sent: boolean;
  text: string;
  onClose?: () => void;
}

const Notice = ({ id, sent, text, onClose }: NoticeProps) => (
  <div
    id={id}
    className={`${styles.notice} ${sent ? styles.sent : styles.failed} ${id ? styles.fallback : ""}`}
    role={onClose ? "status" : undefined}
  >
    <ChromeIcon name={sent ? "check" : "alert"} className={styles.icon} size={20} />
    <p className={styles.text}>{text}</p>
    {onClose && (
      <button type="button" className={styles.close} onClick={onClose} aria-label="Dismiss message">
        <ChromeIcon name="close" size={16} />
      </button>
    )}
  </div>
);

/**
 * The answer to a form posted without JavaScript. Demo pages can carry the same form twice (side
 * panel and page), and ids must be unique, so the page shows the outcome once, here, rather than
 * under each form. Before hydration every answer is rendered hidden and the endpoint's redirect
 * fragment reveals one with `:target`; once hydrated, the outcome is read from the address, shown
 * until dismissed, and removed from the address bar.
 */
export const FormOutcomeNotice = ({ formId }: FormOutcomeNoticeProps) => {
  const { company } = useSiteData();
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  useEffect(() => {
    setOutcome(takeFormOutcomeFromUrl(formId));
    setHydrated(true);
  }, [formId]);

  const textOf = (result: FormOutcome): string =>
    result.sent ? successMessageFor(formId) : outcomeErrorMessage(result.error, company.email);

  if (hydrated) {
    return outcome ? <Notice sent={outcome.sent} text={textOf(outcome)} onClose={() => setOutcome(null)} /> : null;
  }
  return (
    <div>
      <Notice id={outcomeAnchorId(formId, "sent")} sent text={successMessageFor(formId)} />
      {OUTCOME_ERRORS.map((error) => (
        <Notice key={error} id={outcomeAnchorId(formId, error)} sent={false} text={textOf({ sent: false, error, fields: [] })} />
      ))}
    </div>
  );
};
