import { useState } from "react";
import type React from "react";
import { useOnDemand } from "../use-on-demand";
import { loadFormValidation, type FormValidation } from "./load-validation";

/**
 * The form validation module for a form that needs no form library: null until the visitor first
 * focuses or presses something in the form, which is well before a field is left or the form sent.
 * Submit handlers that run earlier await loadFormValidation() themselves. If the module cannot be
 * fetched (offline), it stays null and the endpoint's own validation answers instead.
 */
export const useValidationOnDemand = (form: React.RefObject<Element | null>): FormValidation | null => {
  const [validation, setValidation] = useState<FormValidation | null>(null);
  useOnDemand(form, (stillMounted) => {
    loadFormValidation().then(
      (module) => stillMounted() && setValidation(module),
      () => undefined,
    );
  });
  return validation;
};
