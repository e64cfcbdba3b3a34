import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { CONTENT_LINK } from "../../../contracts/text";

/** Text with inline site links written as [label](/path); nothing else is interpreted. `onFollow` runs when one is followed. */
export function InlineText({ text, onFollow }: { text: string; onFollow?: () => void }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTENT_LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={href!} onClick={onFollow} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
