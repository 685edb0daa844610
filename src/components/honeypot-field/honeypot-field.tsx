import { HONEYPOT_FIELD } from "../../lib/forms/registry";
import * as styles from "./honeypot-field.module.css";

/**
 * A field people never see and bots fill in: the enquiry endpoints drop a post that has it. Out of
 * sight and out of the tab order, and hidden from screen readers, so only a form-filling bot finds it.
 */
export const HoneypotField = ({ id }: { id: string }) => (
  <div className={styles.honeypot} aria-hidden="true">
    <label htmlFor={id}>Leave this field empty</label>
    <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
  </div>
);
