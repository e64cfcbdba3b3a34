import { type ChangeEvent, useCallback, useState } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The state every lead form keeps: the typed values, one error per field (cleared as soon as
 * the visitor edits that field), and `bind(field)` to wire a text control to both.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const bind = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<Control>) => set(field, event.target.value as V[K]),
  });

  return { values, setValues, errors, setErrors, set, bind };
}
