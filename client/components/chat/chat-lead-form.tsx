import { type Dispatch, type FormEvent, type SetStateAction, useEffect, useRef, useState } from "react";
import { chatConsentText } from "../../../content/consent";
import { callbackRule } from "../../../contracts/callback";
import { CHAT_SERVICES, CHAT_TEXT, type ChatLeadInput, type ChatService, chatLeadSchema } from "../../../contracts/chat";
import { fieldErrors } from "../../../contracts/errors";
import { chatClient } from "../../lib/chat-client";
import { useSiteConfig } from "../../lib/use-site-config";
import { rememberDetails } from "../../lib/visitor-details";
import { ContactField, SelectField, SubmitButton, TextField } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { toast } from "../toast/toast-store";

/** What the visitor has typed into the contact form; kept by the chat window while the form is put away. */
export type ChatLeadDraft = Omit<ChatLeadInput, "service"> & {
  /** Unset until the visitor picks one: the form shows the page's service. */
  service?: ChatService;
};

export const emptyChatLead: ChatLeadDraft = { firstName: "", lastName: "", email: "", phone: "" };

interface ChatLeadFormProps {
  sessionId: string;
  values: ChatLeadDraft;
  onChange: Dispatch<SetStateAction<ChatLeadDraft>>;
  /** The service of the page the visitor is on. */
  defaultService: ChatService;
  /** The visitor asked for the form: the first field takes focus. Otherwise its opening line takes focus, if focus had nowhere to be. */
  focusFirstField: boolean;
  onCaptured: (message: string) => void;
  /** "Not now, keep chatting": back to the message box. */
  onDismiss: () => void;
}

/** SPEC sections 4 and 5: the chat's contact form, checked before sending. */
export function ChatLeadForm({ sessionId, values, onChange, defaultService, focusFirstField, onCaptured, onDismiss }: ChatLeadFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const turnstile = useTurnstile();
  const config = useSiteConfig();
  const intro = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const service = values.service ?? defaultService;
  // An updater, so a browser's autofill (several fields in one go) keeps every field.
  const set = (field: keyof ChatLeadDraft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((current) => ({ ...current, [field]: value }));
  };

  // The form took the message box's place: focus must not be left on nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears
  useEffect(() => {
    if (focusFirstField) form.current?.querySelector<HTMLInputElement>("#chat-first-name")?.focus();
    else if (!document.activeElement || document.activeElement === document.body) intro.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const parsed = chatLeadSchema.safeParse({ ...values, service });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await chatClient.captureLead(sessionId, parsed.data, turnstile.token);
      if (answer.success) {
        const { firstName, lastName, email, phone } = parsed.data;
        rememberDetails({ name: `${firstName} ${lastName}`, email, phone, service: parsed.data.service });
        onCaptured(answer.message);
      } else {
        toast({ title: "Error", description: answer.message, variant: "destructive" });
        turnstile.reset();
      }
    } catch {
      toast({ title: "Error", description: CHAT_TEXT.captureFailed, variant: "destructive" });
      turnstile.reset();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label="Your contact details"
      className="max-h-[60%] space-y-2 overflow-y-auto border-t border-slate-200 px-3 py-2 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p ref={intro} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
          Leave your details and our team will call you back {callbackRule(config)}.
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded px-1 py-0.5 text-xs font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Not now, keep chatting
        </button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          id="chat-first-name"
          label="First name"
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
        />
        <TextField
          id="chat-last-name"
          label="Last name"
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
        />
      </div>
      <ContactField kind="email" id="chat-email" required value={values.email} onChange={set("email")} error={errors.email} />
      <ContactField kind="phone" id="chat-phone" required value={values.phone} onChange={set("phone")} error={errors.phone} />
      <SelectField
        id="chat-service"
        label="Service"
        options={CHAT_SERVICES}
        value={service}
        onChange={set("service")}
        error={errors.service}
      />
      {turnstile.widget}
      <p className="text-[11px] leading-snug text-slate-500">{chatConsentText}</p>
      <SubmitButton pending={submitting} label="Send my details" pendingLabel="Sending..." className="w-full px-4 py-2" />
    </form>
  );
}
