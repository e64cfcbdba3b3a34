/**
 * A link to /schedule that fills in what the visitor already told us about the job (e.g. from the
 * roof estimate). Personal details never go into the address: the booking form recalls them
 * (client/lib/visitor-details.ts).
 */
export function scheduleLink(prefill: { service?: string; zip?: string; notes?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value?.trim()) params.set(key, value.trim());
  const query = params.toString();
  return query ? `/schedule?${query}` : "/schedule";
}
