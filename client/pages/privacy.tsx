/** /privacy: the words of content/pages/privacy.ts with the configured facts, in the legal pages' layout. */
export { LegalPageView as default } from "../components/content/legal-page";
