/** One thing the site says: a heading and its text, with the page (and anchor) where it is said. */
export interface Passage {
  /** The page's path, with `#anchor` when the page has one for this passage. */
  page: string;
  /** The page's name, for the link in an answer. */
  title: string;
  heading: string;
  /** Plain text; inline links are written [label](/path), as in content/. */
  text: string;
  /** `fact` passages are business facts, answered whole; the rest are condensed. */
  kind: "fact" | "page" | "faq" | "article" | "local" | "project";
  /** The town a local landing page is about: its passages answer questions that name it. */
  place?: string;
}
