import { useState } from "react";
import { apiRequest } from "../../lib/request";
import { useSiteConfig } from "../../lib/use-site-config";

/** The booking's private link, to copy or to have e-mailed to the booking's own address. */
export function PrivateLink({ manageUrl, email }: { manageUrl: string; email: string }) {
  const { siteUrl, phone } = useSiteConfig();
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const link = `${siteUrl}${manageUrl}`;
  const token = manageUrl.split("/").pop()!;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setNote("Link copied. Paste it somewhere safe, such as a note or an e-mail to yourself.");
    } catch {
      setNote("Your browser did not let us copy it. Select the link above and copy it, or have it e-mailed to you.");
    }
  }

  async function emailIt() {
    if (sending) return;
    setSending(true);
    try {
      await apiRequest("POST", `/api/appointments/manage/${encodeURIComponent(token)}/email-link`, {});
      setNote(`We are e-mailing the link to ${email}.`);
    } catch {
      setNote(`We could not send it just now. Please try again, or call us at ${phone}.`);
    } finally {
      setSending(false);
    }
  }

  const button = "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60";
  return (
    <section aria-labelledby="link-heading" className="mt-8">
      <h2 id="link-heading" className="text-xl font-bold text-slate-900">
        Your private link
      </h2>
      <p className="mt-2 text-slate-700">Anyone with this link can change or cancel the appointment, so keep it to yourself.</p>
      <p className="mt-2 break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">{link}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy()} className={button}>
          Copy link
        </button>
        <button type="button" onClick={() => void emailIt()} disabled={sending} className={button}>
          {sending ? "Sending..." : "E-mail me this link"}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {note}
      </p>
    </section>
  );
}
