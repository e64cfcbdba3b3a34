import { type FormEvent, useState } from "react";
import { chatConsentText } from "../../../content/consent";
import { chatClient } from "../../lib/chat-client";
import { CHAT_SERVICES, CHAT_TEXT, type ChatLeadInput, chatLeadSchema, DEFAULT_CHAT_SERVICE } from "../../lib/contracts/chat";
import { fieldErrors } from "../../lib/contracts/errors";
import { SelectField, SubmitButton, TextField } from "../forms/fields";
import { useTurnstile } from "../forms/turnstile";
import { toast } from "../toast/toast-store";

const empty: ChatLeadInput = { firstName: "", lastName: "", email: "", phone: "", service: DEFAULT_CHAT_SERVICE };

/** SPEC sections 4 and 5: the chat's contact form, checked before sending. */
export function ChatLeadForm({ sessionId, onCaptured }: { sessionId: string; onCaptured: (message: string) => void }) {
  const [values, setValues] = useState<ChatLeadInput>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const turnstile = useTurnstile();
  const set = (field: keyof ChatLeadInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const parsed = chatLeadSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await chatClient.captureLead(sessionId, parsed.data, turnstile.token);
      if (answer.success) onCaptured(answer.message);
      else {
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
      onSubmit={submit}
      noValidate
      aria-label="Your contact details"
      className="max-h-[60%] space-y-2 overflow-y-auto border-t border-slate-200 px-3 py-2 text-sm"
    >
      <p className="font-semibold text-slate-900">Leave your details and our team will reach out within 2 hours.</p>
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
      <TextField
        id="chat-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <TextField
        id="chat-phone"
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        value={values.phone}
        onChange={set("phone")}
        error={errors.phone}
      />
      <SelectField
        id="chat-service"
        label="Service"
        options={CHAT_SERVICES}
        value={values.service}
        onChange={set("service")}
        error={errors.service}
      />
      {turnstile.widget}
      <p className="text-[11px] leading-snug text-slate-500">{chatConsentText}</p>
      <SubmitButton pending={submitting} label="Send my details" pendingLabel="Sending..." className="w-full px-4 py-2" />
    </form>
  );
}
