import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type React from "react";
import type { LiveSubscribeForm, TakenOver } from "./subscribe-form-live";
import { PLAIN_POST, SubscribeFormView, type SubscribeFormProps } from "./subscribe-form-view";

/*
 * The subscribe form sits in most demo footers, side panels and status screens, and the form hook
 * (formik) would add about 13 KB to the first load of each of those pages. So the form hydrates as a
 * plain post, and the hook's script comes on the visitor's first move towards it (hover, press,
 * focus). The live form then takes the plain one's place with what was typed, the focus, and a
 * submit pressed in the meantime.
 */
const loadLiveForm = () =>
  import(/* webpackChunkName: "litho-subscribe-form" */ "./subscribe-form-live").then((module) => module.LiveSubscribeForm);

interface Live {
  Form: typeof LiveSubscribeForm;
  takenOver: TakenOver;
}

/** What the visitor left in the plain form, read when the live one is about to replace it. */
const takeOver = (form: HTMLFormElement | null, submitWaiting: boolean): TakenOver => {
  const field = form?.elements.namedItem("email");
  const email = field instanceof HTMLInputElement ? field.value : "";
  return { email, focused: field instanceof HTMLElement && field === document.activeElement, submitWaiting };
};

/** The template's e-mail subscribe form: a plain post until its script arrives, then the form hook's. */
export const SubscribeForm = (props: SubscribeFormProps) => {
  const uid = useId();
  const plainForm = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const [asked, setAsked] = useState(false);
  const submitWaiting = useRef(false);

  // A failed download (offline) leaves the plain post, checked by the browser; the next move tries again.
  // A submit pressed meanwhile is not lost: it goes as that plain post, as it would without JavaScript.
  const ask = () => {
    if (asked) return;
    setAsked(true);
    loadLiveForm().then(
      (Form) => setLive({ Form, takenOver: takeOver(plainForm.current, submitWaiting.current) }),
      () => {
        const postNow = submitWaiting.current;
        submitWaiting.current = false;
        flushSync(() => setAsked(false));
        if (postNow) plainForm.current?.requestSubmit();
      },
    );
  };

  if (live) return <live.Form uid={uid} takenOver={live.takenOver} {...props} />;

  const holdSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Sent by the live form once it is there, rather than leaving the page as a plain post.
    event.preventDefault();
    submitWaiting.current = true;
    ask();
  };
  return (
    <SubscribeFormView
      uid={uid}
      {...props}
      state={{ ...PLAIN_POST, formRef: plainForm, validatesItself: asked, onSubmit: asked ? holdSubmit : undefined }}
      intent={ask}
    />
  );
};
