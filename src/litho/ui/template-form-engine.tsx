import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { useFormik } from "formik";
import { successMessageFor } from "../../lib/forms/form-outcome";
import { isDemoForm } from "../../lib/forms/registry";
import { FORM_SCHEMAS } from "../../lib/forms/schemas";
import { submitForm } from "../../lib/forms/submit-form";
import { useTransientStatus } from "../../lib/forms/use-transient-status";
import { emptyValues, endpointOf, type TemplateFormId, type TemplateFormState, type TemplateFormValues } from "./template-form-view";

export interface TemplateFormEngineProps {
  formId: TemplateFormId;
  page?: string;
  /** What the visitor typed before formik arrived: formik starts from it. */
  draft: TemplateFormValues;
  /** The fields the visitor left before formik arrived: they start touched, their errors showing. */
  draftTouched: Record<string, boolean>;
  /** The visitor had already sent the form: send it as soon as formik is in charge. */
  submitAtOnce: boolean;
  /** Receives formik's state for the form's fields, after every change. */
  onState: (state: TemplateFormState) => void;
  /** A demo form's checked values, handed over before the form is cleared. */
  onDemoChecked?: (values: TemplateFormValues) => void;
}

/**
 * formik and yup for a template form, loaded in a chunk of their own (template-form.tsx). It draws
 * nothing: it hands its state to the form, which keeps its fields, focus and caret while formik
 * takes over. A demo form (comments, accounts) is only checked here and sends nothing. As the template does, a field shows its error text only once it was touched; a
 * success clears the form and shows the message for 5 s; a failure keeps every value and says why.
 */
const TemplateFormEngine = ({ formId, page, draft, draftTouched, submitAtOnce, onState, onDemoChecked }: TemplateFormEngineProps) => {
  const [success, setSuccess] = useTransientStatus<string>(5000);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const formik = useFormik<TemplateFormValues>({
    initialValues: draft,
    initialTouched: draftTouched,
    // A field left before formik arrived is judged at once rather than at the next change.
    validateOnMount: Object.keys(draftTouched).length > 0,
    validationSchema: FORM_SCHEMAS[formId],
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSuccess(null);
      if (isDemoForm(formId)) {
        // No server handles this form in this product: the checked values go nowhere, and the message says so.
        onDemoChecked?.(values);
        helpers.resetForm({ values: emptyValues(formId) });
        setSuccess(successMessageFor(formId));
        return;
      }
      const result = await submitForm(endpointOf(formId), { formId, page: page ?? window.location.pathname, values });
      if (result.status === "success") {
        helpers.resetForm({ values: emptyValues(formId) });
        setServerErrors({});
        setSuccess(successMessageFor(formId));
        return;
      }
      setServerErrors(result.errors ?? {});
      setFailure(`${result.message} Everything you typed is still here: check it and send again.`);
    },
  });

  const { values, errors, touched, isSubmitting, handleBlur, handleSubmit, setFieldValue, submitForm: send } = formik;
  const state = useMemo<TemplateFormState>(
    () => ({
      values,
      errorOf: (field) => (touched[field] ? (errors[field] as string | undefined) : undefined) ?? serverErrors[field],
      onChange: (field, value) => {
        // Editing a field the server refused lifts its mark; formik's own rules judge it from then on.
        if (serverErrors[field]) setServerErrors(({ [field]: _lifted, ...rest }) => rest);
        void setFieldValue(field, value);
      },
      onBlur: handleBlur,
      onSubmit: handleSubmit,
      submitting: isSubmitting,
      success,
      failure,
    }),
    [values, errors, touched, isSubmitting, handleBlur, handleSubmit, setFieldValue, serverErrors, success, failure],
  );

  // Before the paint, so the fields never show a state formik does not hold.
  useLayoutEffect(() => onState(state), [state, onState]);

  useEffect(() => {
    if (submitAtOnce) void send();
  }, [submitAtOnce, send]);

  return null;
};

export default TemplateFormEngine;
