import { type ChangeEvent, useCallback, useRef, useState } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The state every lead form keeps: the typed values, one error per field (cleared as soon as
 * the visitor edits that field), and `bind(field)` to wire a text control to both.
 */
export function useFormFields<V extends { [K in keyof V]: string }>(
  initial: V | (() => V),
  initialErrors: Partial<Record<keyof V, string>> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>(initialErrors);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  // What a visitor typed before the form hydrated is in its fields but not in this state: React
  // leaves a field's value alone while it hydrates and never heard those keystrokes. Each field's
  // value is taken up the first time React attaches it, or the form would find filled fields
  // empty (and refuse them as missing).
  const attached = useRef(new Set<keyof V>());
  const takeUp =
    <K extends keyof V & string>(field: K) =>
    (control: Control | null) => {
      if (!control || attached.current.has(field)) return;
      attached.current.add(field);
      if (control.value !== values[field]) set(field, control.value as V[K]);
    };

  const bind = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<Control>) => set(field, event.target.value as V[K]),
    ref: takeUp(field),
  });

  return { values, setValues, errors, setErrors, set, bind };
}
