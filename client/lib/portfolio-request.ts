import { portfolioConsentText } from "../../content/consent";
import type { PortfolioProject } from "../../content/projects";
import type { LeadSubmission } from "../../contracts/leads";
import { PORTFOLIO_REQUEST } from "../../contracts/zip";

/** What the portfolio access dialog collects (SPEC section 5). */
export interface PortfolioAccessForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  interest: string;
  message: string;
}

export const emptyPortfolioForm: PortfolioAccessForm = { name: "", email: "", phone: "", company: "", interest: "", message: "" };

/**
 * The lead the dialog sends (SPEC section 7): fixed service, source, urgency and contact
 * preference; projectDetails combines the interest ('General' when empty), the chosen
 * project's title and location, and the message.
 */
export function portfolioLead(
  form: PortfolioAccessForm,
  project: Pick<PortfolioProject, "title" | "location"> | null,
  extra: Pick<LeadSubmission, "elapsedMs" | "formStamp" | "secondTap" | "website" | "page" | "turnstileToken">,
): LeadSubmission {
  const interest = form.interest.trim() || "General";
  const details = [`Interest: ${interest}`];
  if (project) details.push(`Project: ${project.title} - ${project.location}`);
  if (form.message.trim()) details.push(`Message: ${form.message.trim()}`);
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    service: PORTFOLIO_REQUEST,
    projectDetails: details.join("\n"),
    source: PORTFOLIO_REQUEST,
    urgency: "medium",
    contactPreference: "email",
    consentText: portfolioConsentText,
    ...extra,
  };
}
