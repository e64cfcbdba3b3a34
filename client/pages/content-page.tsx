import type { ContentPage } from "../../content/pages/types";
import { ContentPageView } from "../components/content/content-page";

/**
 * The component of every page that is words only: a `.route.ts` with `content` and no sibling
 * `.tsx` renders with this. It lives here so its chunk is a page chunk the server preloads.
 */
export default function WordsPage({ content }: { content: ContentPage }) {
  return <ContentPageView page={content} />;
}
