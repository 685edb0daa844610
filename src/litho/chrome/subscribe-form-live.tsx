import { useEffect, useRef } from "react";
import { useRegisteredForm } from "../../lib/forms/use-registered-form";
import { SUBSCRIBE_FORM_ID, SubscribeFormView, type SubscribeFormProps } from "./subscribe-form-view";

const INITIAL_VALUES = { email: "" };

/** Added to the server's reason, so a failed send always says what to do next. */
export const SUBSCRIBE_RETRY_HINT = "Your e-mail address is still in the field: please try again in a moment.";

/** What the visitor left in the plain form that this one replaces (see subscribe-form.tsx). */
export interface TakenOver {
  email: string;
  focused: boolean;
  submitWaiting: boolean;
}

/** The subscribe form run by the form hook: it validates, sends and says how the send went. */
export const LiveSubscribeForm = ({ uid, takenOver, ...props }: SubscribeFormProps & { uid: string; takenOver?: TakenOver }) => {
  const form = useRegisteredForm({
    formId: SUBSCRIBE_FORM_ID,
    initialValues: INITIAL_VALUES,
    page: props.page,
    payload: ({ email }) => ({ email: email.trim() }),
    failureText: ({ message, errors }) => `${errors?.email ?? message} ${SUBSCRIBE_RETRY_HINT}`,
    typed: takenOver?.email ? { email: takenOver.email } : undefined,
  });
  const { formik, hydrated, formRef } = form;

  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takenOver?.focused) field.current?.focus();
  }, [takenOver]);

  // A submit pressed while the script was on its way is made once the typed address is drawn.
  const submitWaiting = useRef(takenOver?.submitWaiting ?? false);
  const email = formik.values.email;
  useEffect(() => {
    if (!hydrated || !submitWaiting.current || email !== (takenOver?.email ?? "")) return;
    submitWaiting.current = false;
    formRef.current?.requestSubmit();
  }, [hydrated, email, takenOver, formRef]);

  return (
    <SubscribeFormView
      uid={uid}
      {...props}
      fieldRef={field}
      state={{
        formRef,
        validatesItself: hydrated,
        email,
        error: form.errorOf("email"),
        sending: form.sending,
        failureMessage: form.failureMessage,
        sentMessage: form.sentMessage,
        refusal: form.failureMessage ? undefined : form.refused?.email,
        onChange: form.handleChange,
        // Leaving the field empty is not a mistake yet: only an address typed and left is judged.
        onBlur: (event) => event.target.value !== "" && formik.handleBlur(event),
        onSubmit: form.handleSubmit,
      }}
    />
  );
};
