import type { Company } from "../../lib/use-site-data";
import { formatOfficeTime, formatWeekday, openingStatus, type OpeningStatus } from "../../lib/opening-hours";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { useVisitorClock } from "../../lib/use-visitor-clock";
import * as styles from "./office-status.module.css";
import { useLanguage } from "../../lib/i18n/language-context";

interface OfficeStatusProps {
  hours: Company["hours"];
  texts: Queries.VisitBlockFieldsFragment;
}

const nextOpeningText = (status: Extract<OpeningStatus, { state: "closed" }>, texts: OfficeStatusProps["texts"], locale: string) => {
  if (!status.next) return "";
  const { daysAhead, weekday, opens } = status.next;
  const day = daysAhead === 0 ? texts.today : daysAhead === 1 ? texts.tomorrow : formatWeekday(weekday, locale);
  return fillPlaceholders(texts.nextOpening, { day, opens: formatOfficeTime(opens, locale) });
};

/**
 * "Open now" or "Closed today for …" and when the office opens next, in Hong Kong time. The
 * server-rendered line tells it as at the build; the visitor's clock takes over once the page runs.
 */
export const OfficeStatus = ({ hours, texts }: OfficeStatusProps) => {
  const locale = useLanguage().numberLocale;
  const now = useVisitorClock();
  if (!now) return null;
  const status = openingStatus(hours, now);
  const headline =
    status.state === "open"
      ? fillPlaceholders(texts.openNow, { closes: formatOfficeTime(status.closes, locale) })
      : status.holiday
        ? fillPlaceholders(texts.closedForHoliday, { holiday: status.holiday })
        : texts.closedNow;
  return (
    <p className={`${styles.status} ${status.state === "open" ? styles.open : styles.closed}`}>
      <span className={styles.dot} aria-hidden="true" />
      <span>
        <strong>{headline}</strong>
        {status.state === "closed" && <> {nextOpeningText(status, texts, locale)}</>}
      </span>
    </p>
  );
};
