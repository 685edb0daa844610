/**
 * Remembers dismissed alerts for good (localStorage: a box once closed stays closed on later
 * visits too), with an in-memory fallback when storage is unavailable (private modes, blocked
 * cookies), and notifies subscribed components.
 */
const STORAGE_PREFIX = "litho-alert-dismissed:";

const memory = new Set<string>();
const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const isDismissed = (id: string): boolean => {
  if (memory.has(id)) return true;
  try {
    return storage()?.getItem(STORAGE_PREFIX + id) === "1";
  } catch {
    return false;
  }
};

export const dismiss = (id: string): void => {
  memory.add(id);
  try {
    storage()?.setItem(STORAGE_PREFIX + id, "1");
  } catch {
    // Storage full or refused: the in-memory record still covers this page view.
  }
  listeners.forEach((listener) => listener());
};

/**
 * The head script that hides, before the first paint, the boxes closed on an earlier visit. The page's
 * HTML holds every box (the server knows nothing of the visit) and React drops a closed one only once
 * it runs, so without this a closed box would show for a moment on every load. The rule goes in by the
 * CSSOM (a constructed stylesheet, or a rule added to the page's last one), which the page's security
 * policy allows, where a new <style> element, having no hash, would be refused.
 */
export const hideDismissedBoxesScript = (): string =>
  `try{var s=localStorage,h=[];for(var i=0;i<s.length;i++){var k=s.key(i);` +
  `if(k&&k.indexOf(${JSON.stringify(STORAGE_PREFIX)})===0&&s.getItem(k)==="1")h.push('[data-dismissible="'+k.slice(${STORAGE_PREFIX.length}).replace(/["\\\\]/g,"\\\\$&")+'"]')}` +
  `if(h.length){var c=h.join(",")+"{display:none!important}";if(document.adoptedStyleSheets){var t=new CSSStyleSheet();t.replaceSync(c);` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(t)}else{var l=document.styleSheets,u=l[l.length-1];u.insertRule(c,u.cssRules.length)}}}catch(e){}`;

export const subscribeDismissed = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For tests: forget the in-memory record (localStorage is cleared by the test itself). */
export const resetDismissedMemory = (): void => memory.clear();
