/**
 * Puts text on the clipboard: through the Clipboard API where the page may use it (secure
 * contexts), otherwise through a hidden field and the copy command. Resolves false when neither
 * works, so the caller can show the text instead.
 */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure page): the older way may still work.
  }
  return copyWithCommand(text);
};

const copyWithCommand = (text: string): boolean => {
  // Selecting the field takes the focus; the control the visitor used gets it back.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.setAttribute("aria-hidden", "true");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
};
