import { useEffect, useRef } from "react";
import type React from "react";
import { ChromeIcon } from "../chrome/chrome-icon";
import { useEscapeKey, useOutsidePress } from "../chrome/use-dismiss";
import { useFocusTrap } from "../chrome/use-focus-trap";
import { useModalLock } from "../chrome/use-modal-lock";
import * as styles from "./modal-dialog.module.css";

export const MODAL_SIZES = ["card", "split", "wide", "full"] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_ANIMATIONS = ["zoom", "fade", "slide"] as const;
export type ModalAnimation = (typeof MODAL_ANIMATIONS)[number];

/**
 * The attributes of a button that opens or closes a dialog by itself (HTML's invoker commands),
 * so the dialogs work before and without JavaScript. React 18 passes unknown lowercase
 * attributes through as they are.
 */
export const dialogCommand = (dialogId: string, command: "show-modal" | "close"): Record<string, string> => ({
  commandfor: dialogId,
  command,
});

export interface ModalDialogProps {
  /** The dialog element's id: its openers name it. */
  id: string;
  open: boolean;
  /** Called however the dialog was closed: its button, Escape, a press outside, a browser gesture. */
  onClose: () => void;
  /** Called when the page hydrates with the dialog already open (its opener was pressed before the scripts ran). */
  onOpen?: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  size?: ModalSize;
  animation?: ModalAnimation;
  tone?: "light" | "dark";
  closeLabel?: string;
  children: React.ReactNode;
}

/**
 * The site's modal dialog, on the native <dialog>: shown with showModal(), so the page behind is
 * inert and the dialog sits in the top layer. On top of that, the chrome's own hooks: the shared
 * modal flag locks the page's scroll, focus is kept inside and handed back to the opener, and
 * Escape or a press outside the panel closes it. Without JavaScript, the openers and the close
 * button still work through invoker commands, and a press on the backdrop through `closedby`.
 */
export const ModalDialog = ({
  id,
  open,
  onClose,
  onOpen,
  labelledBy,
  size = "card",
  animation = "zoom",
  tone = "light",
  closeLabel = "Close",
  children,
}: ModalDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const latestOnOpen = useRef(onOpen);
  latestOnOpen.current = onOpen;
  const mounted = useRef(false);

  useModalLock(open);
  // Before the dialog is shown, so the trap records the opener as the element to hand focus back to.
  useFocusTrap(open, panel);
  useEscapeKey(open, onClose);
  // The panel fills the dialog's box, so a press on anything but the panel is a press on the backdrop.
  useOutsidePress(open, [panel], onClose);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!mounted.current) {
      mounted.current = true;
      // Opened by its invoker before hydration: the state follows the page, not the other way round.
      if (element.open && !open) {
        latestOnOpen.current?.();
        return;
      }
    }
    if (open && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
      // showModal() focuses the first control; the panel's own first control is the same one, so
      // this only matters where the browser focuses the dialog itself.
      if (!panel.current?.contains(document.activeElement)) panel.current?.querySelector<HTMLElement>("button, a[href], input")?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
    }
  }, [open]);

  // The browser's own ways of closing (the close command, Escape, the backdrop) end here too, and a
  // press on the backdrop keeps the focus where the dialog put it.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    // The event comes a task after the closing; by then the dialog may have been opened again.
    const closed = () => {
      if (!element.open) latestOnClose.current();
    };
    // A press on the backdrop would otherwise move focus to the page, after the dialog handed it back to the opener.
    const keepFocus = (event: MouseEvent) => {
      if (event.target === element) event.preventDefault();
    };
    element.addEventListener("close", closed);
    element.addEventListener("mousedown", keepFocus);
    return () => {
      element.removeEventListener("close", closed);
      element.removeEventListener("mousedown", keepFocus);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      id={id}
      className={`${styles.dialog} ${styles[size]} ${styles[animation]} ${tone === "dark" ? styles.dark : ""}`}
      aria-labelledby={labelledBy}
      {...{ closedby: "any" }}
    >
      <div ref={panel} className={styles.panel}>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} {...dialogCommand(id, "close")}>
          <ChromeIcon name="close" size={20} />
        </button>
        {children}
      </div>
    </dialog>
  );
};
