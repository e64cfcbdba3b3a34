/** A link to /schedule that fills in what the visitor already told us (e.g. from the roof estimate). */
export function scheduleLink(prefill: { service?: string; street?: string; zip?: string; notes?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value?.trim()) params.set(key, value.trim());
  const query = params.toString();
  return query ? `/schedule?${query}` : "/schedule";
}
