import { useId } from "react";
import { useRegisteredForm } from "../../lib/forms/use-registered-form";
import { TemplateFormView, emptyValues, type TemplateFormProps, type TemplateFormValues } from "./template-form-view";

export {
  BOOKING_FORM_IDS,
  DEMO_FORM_IDS,
  TEMPLATE_FORM_IDS,
  isBookingFormId,
  isDemoFormId,
  isTemplateFormId,
  type BookingFormId,
  type DemoFormId,
  type TemplateFormId,
} from "./template-form-view";

/** Added to the server's reason, so a failed send always says what to do next. */
const RETRY_HINT = "Everything you typed is still here: check it and send again.";

/**
 * The template's contact, subscribe, booking and demo forms, driven by the shared form registry: the
 * fields, the schema and the endpoint all come from the form's id. The page ships the form as plain
 * HTML, a post to the endpoint that works without JavaScript; once hydrated, the registered-form hook
 * checks it with the registry's schema (fetched with yup on first use) and sends it as JSON. As the
 * template does, a field shows its error text only once it was touched; a success clears the form and
 * shows the message for 5 s; a failure keeps every value and says why. A demo form (comments,
 * accounts, checkout) is only checked, and says that nothing was stored or sent.
 */
export const TemplateForm = ({
  formId,
  page,
  buttonLabel = "Send message",
  tone = "light",
  className,
  choices,
  onDemoChecked,
}: TemplateFormProps) => {
  const uid = useId();
  const form = useRegisteredForm<TemplateFormValues>({
    formId,
    initialValues: emptyValues(formId),
    page,
    failureText: ({ message }) => [message, RETRY_HINT].filter(Boolean).join(" "),
    onDemoChecked,
  });

  return (
    <TemplateFormView
      formId={formId}
      page={page}
      buttonLabel={buttonLabel}
      tone={tone}
      className={className}
      uid={uid}
      form={form}
      choices={choices}
    />
  );
};
