/** A control's wait for its code, shown in the control's own place (a spinner, hidden from screen readers: the control says aria-busy). */
export function Waiting({ className }: { className: string }) {
  return <span data-waiting="" className={`animate-spin rounded-full border-2 ${className}`} aria-hidden="true" />;
}
