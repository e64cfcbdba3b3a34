/** Customer testimonials from homeowners and property owners in Maryland and Delaware. */
export interface Testimonial {
  text: string;
  author: string;
  location: string;
  initials: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    text: "The crew showed up at 7 a.m. sharp and had the old roof off by lunch. Every evening they ran a magnet across the lawn and driveway, and we never found a single nail. The new roof looks great from the street.",
    author: "Karen M.",
    location: "Bel Air, MD",
    initials: "KM",
  },
  {
    text: "We had three estimates and theirs was the only one that was fully written out, line by line. No surprises at the end.",
    author: "David R.",
    location: "Towson, MD",
    initials: "DR",
  },
  {
    text: "A storm took a section of shingles off our roof on a Saturday night. I called expecting voicemail and instead had someone out in the morning to tarp it. They handled the rest once the insurance adjuster came through.",
    author: "Linda S.",
    location: "Wilmington, DE",
    initials: "LS",
  },
  {
    text: "Our family room used to be the coldest room in the house. Since the new windows went in, there's no draft by the couch and the furnace doesn't run nearly as often. I wish we had done this years ago.",
    author: "Marcus T.",
    location: "Columbia, MD",
    initials: "MT",
  },
  {
    text: "I was worried new windows would ruin the look of our older home. They found a style with divided lites that fits right in, and the neighbors assumed we had the old ones restored.",
    author: "Patricia H.",
    location: "Annapolis, MD",
    initials: "PH",
  },
  {
    text: "Honest assessment. They told us the roof had a few more years left and only replaced the flashing around the chimney. That's why we called them back when it was actually time.",
    author: "James O.",
    location: "Newark, DE",
    initials: "JO",
  },
  {
    text: "The project manager walked me through the warranty paperwork before the crew left and emailed me copies the same day. It's nice to know exactly what's covered and for how long.",
    author: "Angela W.",
    location: "Ellicott City, MD",
    initials: "AW",
  },
  {
    text: "Rain pushed our start date back two days, but they called ahead both times and kept us posted. Once they started, the siding was done in under two weeks, and the fiber cement looks sharp.",
    author: "Robert K.",
    location: "Forest Hill, MD",
    initials: "RK",
  },
  {
    text: "Friendly, respectful crew. They asked where we wanted the dumpster and protected the flower beds with tarps without being asked.",
    author: "Denise B.",
    location: "Dover, DE",
    initials: "DB",
  },
  {
    text: "We manage a small office building and needed the windows replaced without shutting down. They worked evenings, cleaned each floor before morning, and our tenants barely noticed.",
    author: "Thomas G.",
    location: "Frederick, MD",
    initials: "TG",
  },
  {
    text: "Dealing with insurance after hail damage was overwhelming. Their estimator met with the adjuster, pointed out damage on the gutters and siding the adjuster had missed, and the claim was approved for all of it.",
    author: "Michelle P.",
    location: "Rockville, MD",
    initials: "MP",
  },
  {
    text: "Good work, fair price, done when they said it would be done. That's all I ask from a contractor.",
    author: "Steven L.",
    location: "Jarrettsville, MD",
    initials: "SL",
  },
  {
    text: "Our old vinyl siding was chalky and cracked. The insulated siding they put on has made the house noticeably quieter, and the color still looks new after two summers.",
    author: "Yolanda C.",
    location: "Bowie, MD",
    initials: "YC",
  },
  {
    text: "I had a leak that two other companies couldn't find. Their technician traced it to a cracked pipe boot in about twenty minutes and fixed it the same visit.",
    author: "Brian F.",
    location: "Catonsville, MD",
    initials: "BF",
  },
  {
    text: "The salt air eats everything down here. We went with a standing seam metal roof on their recommendation, and it came through last winter's nor'easters without a problem.",
    author: "Susan D.",
    location: "Lewes, DE",
    initials: "SD",
  },
  {
    text: "Gutters were overflowing every time it rained and soaking the basement wall. They replaced them with seamless gutters and larger downspouts, and the basement has stayed dry since.",
    author: "Kevin A.",
    location: "Glen Burnie, MD",
    initials: "KA",
  },
  {
    text: "From the first estimate to the final walkthrough, the same project manager answered my calls. That consistency made a big difference to me.",
    author: "Rachel N.",
    location: "Hockessin, DE",
    initials: "RN",
  },
  {
    text: "They finished the roof a day earlier than scheduled. The foreman did a final walk around the house with me and pointed out everything they had replaced, including some rotten decking I never would have known about.",
    author: "Gregory V.",
    location: "Laurel, MD",
    initials: "GV",
  },
  {
    text: "Our upstairs bedrooms were always ten degrees warmer than the rest of the house in summer. The new low-E windows and the added attic ventilation took care of most of that.",
    author: "Tanya J.",
    location: "Edgewood, MD",
    initials: "TJ",
  },
  {
    text: "They re-roofed our restaurant's flat roof with a TPO membrane and we stayed open the whole time. The crew worked around our deliveries without complaint.",
    author: "Frank E.",
    location: "Salisbury, MD",
    initials: "FE",
  },
  {
    text: "Very clean job site. I've had other contractors leave wrappers and cans behind, but this crew left the yard the way they found it.",
    author: "Christine Y.",
    location: "Middletown, DE",
    initials: "CY",
  },
  {
    text: "As a landlord with rowhomes in the city, I need a roofer who answers the phone and shows up. They've handled four of my properties now and every job was on budget.",
    author: "Anthony Z.",
    location: "Baltimore, MD",
    initials: "AZ",
  },
  {
    text: "The estimate was free and there was no pressure at all. They left us a written quote and gave us time to think it over.",
    author: "Maria Q.",
    location: "Easton, MD",
    initials: "MQ",
  },
  {
    text: "A windstorm knocked a tree into our siding at 11 at night. Their emergency line picked up, and a crew had the wall covered and weathertight before the rain started the next morning.",
    author: "William H.",
    location: "Havre de Grace, MD",
    initials: "WH",
  },
  {
    text: "We replaced eighteen windows and a patio door. The installers were careful around our hardwood floors and vacuumed every room when they were done.",
    author: "Jennifer T.",
    location: "Severna Park, MD",
    initials: "JT",
  },
  {
    text: "Straightforward people. The price on the contract was the price we paid.",
    author: "Paul W.",
    location: "Milford, DE",
    initials: "PW",
  },
  {
    text: "I liked that they explained the difference between the shingle options instead of just pushing the most expensive one. We ended up with architectural shingles and a ridge vent, and the attic is much cooler.",
    author: "Nicole R.",
    location: "Owings Mills, MD",
    initials: "NR",
  },
  {
    text: "There was a small section of trim that didn't line up after the siding job. I mentioned it on a Monday and they had someone out to fix it by Wednesday. That follow-through is why I'd hire them again.",
    author: "Dennis M.",
    location: "Westminster, MD",
    initials: "DM",
  },
  {
    text: "Our heating bills this winter were lower than last year even with the cold snap in January. The new windows were worth every penny.",
    author: "Sharon K.",
    location: "Abingdon, MD",
    initials: "SK",
  },
  {
    text: "They coordinated the roof, gutters and siding as one job after the storm, so we only had one company to deal with and one schedule to keep track of. The whole house looks new.",
    author: "Carlos D.",
    location: "Germantown, MD",
    initials: "CD",
  },
  {
    text: "The office staff kept me updated by text on when the materials would be delivered and when the crew would arrive. I always knew what was happening.",
    author: "Heather S.",
    location: "Smyrna, DE",
    initials: "HS",
  },
  {
    text: "Thirty years in business shows. The crew lead had clearly seen every kind of roof problem and knew exactly how to handle the tricky valley over our garage.",
    author: "Raymond B.",
    location: "Perry Hall, MD",
    initials: "RB",
  },
  {
    text: "We own a beach rental and needed the siding replaced between bookings. They made the deadline with two days to spare.",
    author: "Lisa F.",
    location: "Rehoboth Beach, DE",
    initials: "LF",
  },
  {
    text: "My wife and I are in our seventies and were nervous about a big project. The team was patient, explained each step, and made sure we were comfortable before they started each day.",
    author: "Howard P.",
    location: "Cockeysville, MD",
    initials: "HP",
  },
  {
    text: "I had no idea our roof had hail damage until their inspection. They took photos of everything, and the report made the insurance claim simple.",
    author: "Erin C.",
    location: "Bear, DE",
    initials: "EC",
  },
  {
    text: "Solid crew and good communication. The only hiccup was a backordered window, but they installed the rest on schedule and came back for the last one as soon as it arrived.",
    author: "Victor L.",
    location: "Hagerstown, MD",
    initials: "VL",
  },
  {
    text: "Our condo association hired them for three buildings. They kept the parking lots clear each night and posted a schedule so residents knew which building was next.",
    author: "Donna G.",
    location: "Ocean City, MD",
    initials: "DG",
  },
  {
    text: "Quick, tidy and professional. The new gutter guards mean I'm finally done climbing a ladder every fall.",
    author: "Samuel O.",
    location: "Crofton, MD",
    initials: "SO",
  },
] as const;
