import type { ContentPage } from "./types";

/** The emergency page. Claims are the registry's wordings, named as `{word}` (content/business.ts `claims`). */

export const emergencyRoofRepairPage: ContentPage = {
  eyebrow: "Emergency Service",
  title: "Emergency Roof Repair in Maryland and Delaware",
  intro:
    "A roof leak in the middle of a storm is stressful, but a few calm steps in the first hour can keep the damage small. Old Line Exteriors makes emergency roof repairs, including tarping and temporary patches, for homes and businesses across Maryland and Delaware: {emergencyAnswered}.",
  highlights: [
    { label: "Calls", value: "{emergencyBadge}" },
    { label: "First step", value: "Safety, then water" },
    { label: "Service area", value: "MD & DE" },
    { label: "In business", value: "{yearsInBusiness}" },
  ],
  sections: [
    {
      heading: "Safety First: The First Hour of a Leak",
      paragraphs: [
        "Before you worry about the roof, protect the people in the house.",
        "If a ceiling is bulging or sagging with trapped water, do not touch it or try to drain it: keep everyone out of the room, close the door and call us.",
      ],
      bullets: [
        "If water is near light fixtures, outlets or the electrical panel, shut off power to that area at the breaker, but only if you can reach the panel without standing in water.",
        "Stay out from under any ceiling that is sagging or bulging, since it can give way without warning.",
        "Do not climb onto the roof. Wet shingles, wind and darkness make falls likely, and a fall is far worse than a leak.",
        "Move furniture, electronics and valuables away from the drip and cover what you can't move with plastic sheeting.",
        "Catch water with buckets or bins and lay down towels to protect the floors.",
      ],
    },
    {
      heading: "Call for Emergency Help",
      paragraphs: [
        "If a tree has come through the roof or power lines are down near the house, call 911 or your electric utility first. For everything else, call {emergencyLine}: {emergencyAnswered}.",
        "When you call, we'll ask where the water is coming in, how heavy the leak is and whether anything looks structurally damaged. We then tell you when a crew can be there, as soon as conditions allow. You can also reach us through our [contact page](/contact), but for an active leak the phone is faster.",
      ],
    },
    {
      heading: "How Emergency Tarping and Temporary Repairs Work",
      paragraphs: [
        "Tarping is the standard way to keep water out until a permanent repair can be made. The crew covers the damaged area with a heavy-duty tarp that extends well past the damage and, where possible, over the ridge, so rain sheds down the roof instead of running under the edge. Wood strips fastened through the tarp hold it against the wind far better than sandbags or loose weights.",
        "For smaller problems, such as lifted flashing or a few blown-off shingles, a temporary patch or sealant may do the job. Crews go onto a roof only when lightning and wind allow it; in the worst of a storm we may start by controlling water from inside and tarp as soon as it is safe. A tarp is built to hold for weeks, not years, so plan on the permanent fix soon afterward.",
      ],
    },
    {
      heading: "Document the Damage for Your Insurance Company",
      paragraphs: [
        "Good records make a claim go more smoothly. Start documenting as soon as it is safe:",
        "Most homeowners policies expect you to take reasonable steps to prevent further damage after a loss, often called the duty to mitigate. Reasonable temporary repair costs are usually included in a covered claim, so save every invoice. Our guides on [emergency roofing coverage](/insights/emergency-roofing-coverage) and [the photos adjusters look for](/insights/insurance-adjuster-roof-photos) go into more detail.",
      ],
      bullets: [
        "Photograph and video ceiling stains, wet flooring and damaged belongings before you clean up.",
        "Take pictures of the outside from the ground, including missing shingles, fallen limbs and debris in the yard.",
        "Write down when the leak started and what the weather was doing.",
        "Keep receipts for tarps, fans, dehumidifiers, emergency repair invoices and any hotel stays.",
        "Hold on to damaged items until the adjuster has seen them or tells you they can go.",
      ],
    },
    {
      heading: "Watch Out for Storm Chasers",
      paragraphs: [
        "After a big storm, out-of-town crews often go door to door offering quick fixes. Some are legitimate, but others collect deposits or insurance money and disappear, leaving nobody to honor a warranty.",
        "Our article on [spotting storm chasers](/insights/storm-chasers) lists more warning signs and explains your right to cancel certain contracts.",
      ],
      bullets: [
        "Ask for a Maryland MHIC license number or proof of a Delaware business license, and look it up.",
        "Be wary of anyone demanding a large payment up front or pressing you to sign the same day.",
        "Read carefully before signing anything that gives a contractor control over your insurance claim.",
        "Look for a local address and a track record you can verify.",
      ],
    },
    {
      heading: "After the Emergency: Inspection and Permanent Repair",
      paragraphs: [
        "Once the roof is secured, we return for a full inspection of the shingles, flashing, decking and attic to find everything the storm affected, not just the spot that leaked. You then receive a free written estimate for the permanent work.",
        "Sometimes a targeted repair is all that's needed. If the damage is widespread or the roof was already near the end of its life, replacement may be the better value, and our page on [repair vs. replacement](/roof-repair-vs-replacement) explains how to weigh it. Either way, we can share our photos and scope with your adjuster.",
      ],
    },
    {
      heading: "Why Homeowners Call Us in an Emergency",
      paragraphs: [
        "We have answered storm calls across Maryland and Delaware {sinceFounded}, and we are {licensedInsured}. On emergency work too, {crews}. Customer rating: {rating}.",
      ],
    },
  ],
  faqs: [
    {
      question: "Will someone answer in the middle of the night?",
      answer:
        "Call {emergencyLine}: {emergencyAnswered}. We tell you on the phone when a crew can get to you. Nobody should be on a roof in lightning, high wind or darkness, so we help you control water from inside first and get the tarp on as soon as conditions allow.",
    },
    {
      question: "Does insurance pay for emergency tarping?",
      answer:
        "Often, yes, when the underlying damage is covered. Policies generally expect homeowners to take reasonable steps to limit further damage, and the cost of those steps is commonly reimbursed as part of the claim. Coverage depends on your policy, so check with your insurer and keep every receipt. For a plain-language overview, see [what homeowners insurance covers](/insights/what-homeowners-insurance-covers-roof-damage).",
    },
    {
      question: "Should I wait for the adjuster before doing anything?",
      answer:
        "Hold off on permanent repairs until the adjuster has seen the damage, but protect your home from more water right away. Photograph everything first, then tarp and dry out. Waiting can let damage spread, and an insurer may decline to pay for damage that reasonable steps would have prevented.",
    },
    {
      question: "How long can a tarp stay on my roof?",
      answer:
        "A well-installed tarp can hold for several weeks, but sun, wind and rain wear it down over time. Treat it as a short-term measure and [schedule the permanent repair](/schedule) promptly.",
    },
    {
      question: "Can I tarp the roof myself?",
      answer:
        "We don't recommend it. Roofs are slick when wet, storm debris hides weak spots, and most falls happen in exactly these conditions. Your time is better spent inside: contain the water, move belongings and call for help.",
    },
    {
      question: "What if the storm means I need a new roof?",
      answer:
        "We'll show you why with photos, give you a written estimate and work alongside your claim. You can [request a roof replacement estimate](/roof-replacement-estimate), review [financing](/financing) for costs insurance doesn't cover, and read about [actual cash value vs. replacement cost](/insights/actual-cash-value-vs-replacement-cost) to understand your payout.",
    },
  ],
  related: [
    { label: "Emergency roofing coverage", href: "/insights/emergency-roofing-coverage" },
    { label: "Photos your adjuster needs", href: "/insights/insurance-adjuster-roof-photos" },
    { label: "How to spot storm chasers", href: "/insights/storm-chasers" },
    { label: "Roof repair vs. replacement", href: "/roof-repair-vs-replacement" },
    { label: "Contact us", href: "/contact" },
  ],
};

export default emergencyRoofRepairPage;
