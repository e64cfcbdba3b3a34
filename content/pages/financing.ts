import type { ContentPage } from "./types";

/**
 * The /financing page. How financing is offered is the registry's `{financing}` wording; no lender is
 * named, and the calculator's rates are configuration (the partner's) or marked as examples.
 */
export const financingPage: ContentPage = {
  eyebrow: "Financing",
  title: "Financing Your Roof, Siding or Windows",
  intro: `A new roof, siding or windows is one of the largest purchases most homeowners make, and it rarely arrives on a convenient schedule. Old Line Exteriors offers {financing}, and we are glad to work with a home equity loan from your own bank, insurance proceeds after a storm, or cash. Terms and rates vary, so this page explains how each option works and how to compare offers before you sign.`,
  highlights: [
    { label: "Estimates", value: "Free & written" },
    { label: "Financing", value: "Subject to credit approval" },
    { label: "Other ways to pay", value: "Insurance, home equity or cash" },
    { label: "Warranty", value: "{warrantyBadge}" },
  ],
  sections: [
    {
      heading: "Ways to pay for your project",
      paragraphs: [
        "Many customers combine two of these options. Either way, start with a [free written estimate](/schedule) so you know the real project price before you talk about payments.",
      ],
      bullets: [
        "Fixed-rate home improvement loans: an installment loan with a set rate, a set monthly payment and a set payoff date. Many are unsecured, so your home is not used as collateral.",
        'Promotional plans: deferred-interest or "same as cash" offers with a limited promotional period. They can work well, but read the section below before choosing one.',
        "Home equity loans and HELOCs: arranged through your own bank or credit union and secured by your home. Rates are often lower than unsecured loans, but closing takes longer and your home is the collateral.",
        "Insurance proceeds: for covered storm damage, your insurer's payment funds most of the work and you pay your deductible plus any upgrades you choose.",
        "Cash or check: the simplest option, with no interest and no credit application.",
      ],
    },
    {
      heading: "How deferred interest really works",
      paragraphs: [
        "A deferred-interest plan is not the same as a true 0% APR loan. During the promotional period interest is still calculated on your balance; it just isn't charged yet. If you pay off the entire balance before the period ends, you pay no interest. If even a small amount remains on the last day, the lender can charge all of the interest that built up from the original purchase date, usually at a high standard rate.",
        "The minimum monthly payment on these plans is often not enough to clear the balance in time. If you choose one, divide the amount you borrowed by the number of promotional months, pay at least that much each month, and set a reminder well before the deadline.",
      ],
    },
    {
      heading: "Applying takes minutes",
      paragraphs: [
        "An application asks for basic information such as your name, address, income and the project amount, and most applicants get a decision quickly. Some lenders let you check offers with a soft credit inquiry that does not affect your credit score; a full application usually involves a hard inquiry. The lender will tell you which kind of inquiry applies before you submit.",
        "Once you are approved, review the loan documents yourself: the APR, the term, the monthly payment, any fees and the total you will repay. If you have questions before you apply, [contact us](/contact).",
      ],
    },
    {
      heading: "What affects your rate",
      paragraphs: ["Lenders price each loan individually. The main factors are:"],
      bullets: [
        "Your credit score and credit history",
        "Your income and existing debt payments (debt-to-income ratio)",
        "The loan amount and the length of the term",
        "Whether the loan is secured by your home or unsecured",
        "Whether you choose a promotional plan or a standard fixed-rate loan",
      ],
    },
    {
      heading: "Tips for comparing financing offers",
      paragraphs: [
        "A lower monthly payment is not the same as a cheaper loan. Stretching a loan over more years lowers the payment and raises the total interest you pay.",
      ],
      bullets: [
        "Compare APR and total cost of the loan, not just the monthly payment.",
        "Ask whether there is a prepayment penalty if you pay the loan off early.",
        "Read the deferred-interest terms, including the exact date the promotional period ends.",
        "Ask about origination or other fees, and whether the project price changes if you pay cash.",
        "Get the final project scope in writing before you sign loan documents.",
      ],
    },
    {
      heading: "Paying with insurance proceeds after a storm",
      paragraphs: [
        "When a covered storm damages your roof or siding, the claim payment usually covers most of the work. Many policies pay in two parts: an actual cash value payment first, then the withheld depreciation once the work is done. Our guide to [actual cash value vs. replacement cost](/insights/actual-cash-value-vs-replacement-cost) explains how that works, and [maximizing your insurance reimbursement](/insights/maximizing-insurance-reimbursement) covers documentation and scope.",
        "If your mortgage company is named on the insurance check, it may need to endorse it or release funds in stages. Financing can bridge the gap for your deductible, upgrades the policy doesn't cover, or timing between payments.",
      ],
    },
    {
      heading: "When financing makes sense, and when it doesn't",
      paragraphs: [
        "Financing makes the most sense when waiting would cost more than interest. An active leak can ruin decking, insulation and ceilings within weeks, so if water is coming in, call for [emergency roof repair](/emergency-roof-repair) first and plan the replacement after. A roof near the end of its life is another good reason, and some insurers offer lower premiums after a new roof, as described in [how insurance rates can drop after a new roof](/insights/insurance-rates-drop-after-new-roof).",
        "Be realistic about energy savings. New [windows](/windows) and insulated [siding](/siding) can make a home more comfortable and trim heating and cooling bills, but the savings usually cover only a small part of a monthly loan payment, not the whole project. If the work can safely wait and you can save for it, paying cash costs less. To see a price range before you decide, try our [instant roof replacement estimate](/roof-replacement-estimate).",
      ],
    },
  ],
  faqs: [
    {
      question: "Does Old Line Exteriors offer financing?",
      answer: `We offer {financing}. Terms and rates vary, and the lender makes the credit decision.`,
    },
    {
      question: "Will checking my financing options hurt my credit score?",
      answer:
        "It depends on the lender. Some use a soft inquiry to show prequalified offers, which does not affect your score; a full application usually involves a hard inquiry. The lender will tell you which applies before you submit.",
    },
    {
      question: 'Is a "same as cash" plan the same as 0% interest?',
      answer:
        'Not always. Many "same as cash" plans use deferred interest: if any balance remains when the promotional period ends, interest can be charged back to the original purchase date. Read the terms carefully and plan to pay off the full balance early.',
    },
    {
      question: "Can I pay my loan off early?",
      answer: "Many home improvement loans allow early payoff without a penalty, but not all. Ask the lender before you sign.",
    },
    {
      question: "Can I combine insurance money with financing?",
      answer:
        "Yes. Homeowners often use the insurance payment for the covered work and finance their deductible or upgrades, such as moving from three-tab to architectural shingles or adding new gutters.",
    },
    {
      question: "Do I need financing to get an estimate?",
      answer:
        "No. Our estimates are free and written, with no obligation. Many homeowners get the estimate first and then decide how to pay. [Schedule yours](/schedule) online.",
    },
  ],
  related: [
    { label: "Schedule a free written estimate", href: "/schedule" },
    { label: "Instant roof replacement estimate", href: "/roof-replacement-estimate" },
    { label: "Roofing services", href: "/roofing" },
    { label: "Maximizing insurance reimbursement", href: "/insights/maximizing-insurance-reimbursement" },
    { label: "Actual cash value vs. replacement cost", href: "/insights/actual-cash-value-vs-replacement-cost" },
  ],
};

/** Presets for the monthly payment calculator. */
export const financingCalculator = {
  defaultAmount: 15000,
  minAmount: 1000,
  maxAmount: 250000,
  /** Loan terms in months. */
  terms: [12, 24, 36, 60, 84, 120, 180],
  defaultTerm: 60,
  /**
   * Example APRs in percent, used only until the lender's rates are configured
   * (LOAN_APR_LOW, LOAN_APR_HIGH, LOAN_APR_TYPICAL): the calculator then says they are examples,
   * and `npm run content:check` lists them.
   */
  exampleRates: { low: 7.99, high: 24.99, typical: 11.99 },
  exampleNote: "Example rates for illustration, not a lender's rates: ask us for the lender's current rates.",
  disclaimer:
    "Payment figures are estimates for illustration only and are not an offer of credit. Financing is subject to the lender's credit approval; actual rates, terms and payments depend on the lender and your credit.",
} as const;

export default financingPage;
