import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { UNCONFIRMED_MARK } from "../../../content/business";
import { CONTENT_LINK } from "../../../contracts/text";
import { UnconfirmedMark } from "../claim";

/** Plain words, with an unconfirmed claim's mark drawn as the mark. */
function Words({ text }: { text: string }): ReactNode {
  const pieces = text.split(` ${UNCONFIRMED_MARK}`);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {piece}
      {index < pieces.length - 1 ? <UnconfirmedMark /> : null}
    </Fragment>
  ));
}

/**
 * Text with inline site links written as [label](/path), and an unconfirmed claim's mark
 * (contracts/claims.ts); nothing else is interpreted. `onFollow` runs when a link is followed.
 */
export function InlineText({ text, onFollow }: { text: string; onFollow?: () => void }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTENT_LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(<Words key={`w${last}`} text={text.slice(last, match.index)} />);
    parts.push(
      <Link key={match.index} to={href!} onClick={onFollow} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(<Words key={`w${last}`} text={text.slice(last)} />);
  return <Fragment>{parts}</Fragment>;
}
