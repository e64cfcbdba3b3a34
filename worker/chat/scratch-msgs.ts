export const MSGS: string[] = [
  "help me pick a siding color",
  "I'm getting in touch about siding",
  "gutters overflow and water running down the siding",
  "water running off the roof into the yard",
  "do you do roofs in york pa",
  "hi",
  "whats your phone number",
  "thanks!",
  "my roof is leaking",
  "is it coming in through the chimney flashing or the roof",
  "do you do emergency tarping",
  "how much does a new roof cost in bel air",
];
