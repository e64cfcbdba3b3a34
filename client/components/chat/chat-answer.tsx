import { findPhoneNumbersInText } from "libphonenumber-js/core";
import { Fragment, type ReactNode } from "react";
import { PHONE_METADATA } from "../../../contracts/phone-metadata";
import { InlineText } from "../content/inline-text";

/**
 * An assistant's answer: its site links, and every phone number in it as a tap-to-call link
 * (on a phone, the number a worried homeowner needs is one tap away). `onFollowLink` runs when
 * the visitor follows one of its site links.
 */
export function ChatAnswer({ text, onFollowLink }: { text: string; onFollowLink?: () => void }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of findPhoneNumbersInText(text, "US", PHONE_METADATA)) {
    if (found.startsAt > last)
      parts.push(<InlineText key={`text-${last}`} text={text.slice(last, found.startsAt)} onFollow={onFollowLink} />);
    parts.push(
      <a key={`tel-${found.startsAt}`} href={found.number.getURI()} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {text.slice(found.startsAt, found.endsAt)}
      </a>,
    );
    last = found.endsAt;
  }
  if (last < text.length) parts.push(<InlineText key={`text-${last}`} text={text.slice(last)} onFollow={onFollowLink} />);
  return <Fragment>{parts}</Fragment>;
}
