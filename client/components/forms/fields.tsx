import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/**
 * Labelled form controls with accessible errors: the error text is tied to the control with
 * aria-describedby and the control is marked aria-invalid while the error stands.
 */

interface FieldFrame {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** The look of every text input and select; red while the field has an error. */
export const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus:ring-2 ${
    error ? "border-red-600 focus:ring-red-600" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600"
  }`;

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Frame({ id, label, error, hint, required, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ id, label, error, hint, required, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({ id, label, error, hint, required, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...textarea}
      />
    </Frame>
  );
}

/**
 * The contact details every lead form asks for: the label people know, the keyboard a phone
 * should offer and the autofill token, so the forms cannot drift apart. A form may rename one.
 */
const CONTACT_FIELDS = {
  name: { label: "Full name", autoComplete: "name" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
  street: { label: "Street address", autoComplete: "street-address" },
} as const;

type ContactFieldProps = { kind: keyof typeof CONTACT_FIELDS; label?: string } & Omit<FieldFrame, "label"> &
  InputHTMLAttributes<HTMLInputElement>;

export function ContactField({ kind, ...field }: ContactFieldProps) {
  return <TextField {...CONTACT_FIELDS[kind]} {...field} />;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string }) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden off-screen, out of the tab order,
 * hidden from assistive technology). Automated form fillers tend to complete it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

/**
 * The end of a lead form: the honeypot, Turnstile when configured, the consent statement the
 * visitor agrees to, what went wrong with the last tap (`problems`: right above the button, where
 * a person on a phone is looking) and the submit button ('Submitting...' while sending).
 */
export function LeadFormFooter({
  honeypot,
  onHoneypotChange,
  turnstile,
  consentText,
  pending,
  label,
  problems,
  secondTap,
}: {
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  turnstile: ReactNode;
  consentText: string;
  pending: boolean;
  label: string;
  problems?: ReactNode;
  /** The server's "tap again" token after a too-fast tap, posted with the next one. */
  secondTap?: string;
}) {
  return (
    <>
      <Honeypot value={honeypot} onChange={onHoneypotChange} />
      {secondTap ? <input type="hidden" name="secondTap" value={secondTap} /> : null}
      {turnstile}
      <p className="text-xs leading-relaxed text-slate-600">{consentText}</p>
      {problems}
      <SubmitButton pending={pending} label={label} className="w-full px-6 py-3.5 text-base tracking-wide sm:w-auto" />
    </>
  );
}

/** A message about the last tap (not a field's): shown beside the button that was tapped. */
export function TapNotice({ children }: { children: ReactNode }) {
  return (
    <div role="alert" data-testid="tap-notice" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** A form's submit button: disabled and saying so while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = "Submitting...",
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  /** Size and layout; the colours are shared. */
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`rounded-md bg-accent-500 font-bold text-slate-950 hover:bg-accent-400 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
