import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { business } from "../../content/business";
import { chatConsentText } from "../../content/consent";
import { callbackRule } from "../../contracts/callback";
import { CHAT_TEXT } from "../../contracts/chat";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ChatAnswer } from "../components/chat/chat-answer";
import { askFromPage, conversationHistory, readConversation } from "../lib/chat-page.server";
import { formValues, type PageActionArgs } from "../lib/form-post";
import { pageLoader, pageMeta } from "../lib/page";
import { useSiteConfig } from "../lib/use-site-config";

export const handle = definePage({
  meta: {
    title: pageTitle("Chat with Our Assistant"),
    description: "Ask our assistant about roofing, siding, windows, storm damage, prices or booking.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle, async ({ request, context }) => ({
  messages: await conversationHistory(context, await readConversation(request)),
}));

/** A question sent from the page (the widget's script has not run): the same chat API, the same assistant. */
export async function action({ request, context }: PageActionArgs) {
  const values = formValues(await request.formData());
  const { answer, setCookie } = await askFromPage(context, request, values.message ?? "", CHAT_TEXT.sendFailed);
  return data(answer, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
export const meta = pageMeta;

/** The questions people most often open the chat for, as in the widget. */
const SUGGESTED_QUESTIONS = ["My roof is leaking right now", "How much does a new roof cost?", "Can you help with my insurance claim?"];

/**
 * /chat: the chat as a page, for a tap on the chat button before the page's script has run (a
 * phone still loading). Each question is a form post answered on the server by the same
 * assistant; once the script runs, the chat button opens the chat window instead.
 */
export default function ChatPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  // Right after a question, the conversation comes with its answer (a first question's cookie is set only then).
  const messages = posted?.ok ? posted.messages : loaded.messages;
  const sending = useNavigation().state === "submitting";
  const config = useSiteConfig();
  const asksForDetails = posted?.ok === true && posted.reply.needsLeadCapture;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{business.assistantTitle}</h1>
        <p className="text-slate-600">{business.assistantSubtitle}</p>
      </div>
      <div role="log" aria-label="Conversation" className="space-y-3 text-base">
        {messages.length === 0 ? (
          <p className="text-slate-600">
            Ask about roofing, siding, windows, storm damage, prices or booking. The assistant answers at any time of day.
          </p>
        ) : null}
        {messages.map((message) => (
          <div key={message.id} data-role={message.role} className={message.role === "user" ? "flex justify-end" : "flex justify-start"}>
            <p
              className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 ${
                message.role === "user" ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900"
              }`}
            >
              {message.role === "assistant" ? <ChatAnswer text={message.content} /> : message.content}
            </p>
          </div>
        ))}
        {sending ? <p className="text-slate-500 italic">{CHAT_TEXT.typing}</p> : null}
      </div>
      {asksForDetails ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800">
          To have our team call you back ({callbackRule(config)}), write your name, phone number and e-mail in a message here, or use our{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            request form
          </Link>
          .
        </p>
      ) : null}
      {messages.length === 0 ? (
        <Form method="post" aria-label="Suggested questions" className="flex flex-wrap gap-2">
          {SUGGESTED_QUESTIONS.map((question) => (
            <button
              key={question}
              type="submit"
              name="message"
              value={question}
              className="min-h-11 rounded-full border border-brand-600 px-4 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {question}
            </button>
          ))}
        </Form>
      ) : null}
      <Form method="post" key={messages.length} className="flex flex-col gap-2">
        <label htmlFor="chat-page-message" className="font-semibold text-slate-900">
          Message
        </label>
        <textarea
          id="chat-page-message"
          name="message"
          rows={3}
          required
          maxLength={1000}
          defaultValue={posted?.ok === false ? posted.typed : ""}
          aria-describedby={posted?.ok === false ? "chat-page-error" : undefined}
          placeholder="Type your message..."
          className="resize-y rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <p className="text-xs leading-snug text-slate-500">{chatConsentText}</p>
        {posted?.ok === false ? (
          <p id="chat-page-error" role="alert" className="font-medium text-red-700">
            {posted.message}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 self-end rounded-md bg-accent-500 px-6 py-2 font-bold text-slate-950 hover:bg-accent-400 disabled:opacity-50"
        >
          Send
        </button>
      </Form>
    </div>
  );
}
