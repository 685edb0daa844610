import { useEffect, useId, useRef, useState } from "react";
import type React from "react";
import { useOnDemand } from "../../lib/use-on-demand";
import {
  TemplateFormView,
  emptyValues,
  type TemplateFormProps,
  type TemplateFormState,
  type TemplateFormValues,
} from "./template-form-view";

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

type Engine = typeof import("./template-form-engine").default;

// formik, yup and the schemas come in this chunk, when the form nears the screen or is first used.
const loadEngine = () => import(/* webpackChunkName: "litho-template-form" */ "./template-form-engine");

/**
 * The template's contact and subscribe forms, driven by the shared form registry: the fields, the
 * schema and the endpoint all come from the form's id. The page ships the form as plain HTML, a post
 * to the endpoint that works without JavaScript. Once scripts run, the fields keep a plain draft
 * (values, and the fields left) until formik arrives (when the form nears the screen or is first
 * used), which then takes the draft over in place; a send made before that waits for it.
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
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TemplateFormValues>(() => emptyValues(formId));
  // The fields the visitor left before formik arrived: formik starts with them touched, so a field left
  // with a mistake in it shows its error as soon as formik is in charge, as it would have at once.
  const [draftTouched, setDraftTouched] = useState<Record<string, boolean>>({});
  const [engine, setEngine] = useState<{ Engine: Engine; submitAtOnce: boolean } | null>(null);
  const [driven, setDriven] = useState<TemplateFormState | null>(null);
  // The browser validates a post made before hydration; afterwards formik does.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const takeOver = (submitAtOnce: boolean, stillMounted: () => boolean = () => true) =>
    loadEngine().then(
      (module) =>
        stillMounted() &&
        // A send made while formik was on its way must not be lost to an earlier, quieter request for it.
        setEngine((current) => (current && (current.submitAtOnce || !submitAtOnce) ? current : { Engine: module.default, submitAtOnce })),
      // Offline: a send goes as a plain post, and the page it comes back to says how it went.
      () => submitAtOnce && formRef.current?.submit(),
    );

  useOnDemand(formRef, (stillMounted) => void takeOver(false, stillMounted), { nearViewport: true });

  const draftState: TemplateFormState = {
    values: draft,
    errorOf: () => undefined,
    onChange: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    onBlur: (event) => {
      const field = event.target.name;
      setDraftTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void takeOver(true);
    },
    submitting: false,
    success: null,
    failure: null,
  };

  return (
    <>
      <TemplateFormView
        formId={formId}
        page={page}
        buttonLabel={buttonLabel}
        tone={tone}
        className={className}
        uid={uid}
        formRef={formRef}
        browserValidates={!hydrated}
        state={driven ?? draftState}
        choices={choices}
      />
      {engine && (
        <engine.Engine
          formId={formId}
          page={page}
          draft={draft}
          draftTouched={draftTouched}
          submitAtOnce={engine.submitAtOnce}
          onState={setDriven}
          onDemoChecked={onDemoChecked}
        />
      )}
    </>
  );
};
