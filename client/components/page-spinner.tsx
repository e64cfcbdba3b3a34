import { useNavigation } from "react-router";

/** Shown while the next page's code and data load; the first page arrives rendered, so never then. */
export function PageSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[72px] z-50 flex justify-center pt-6" role="status" aria-live="polite">
      <span className="flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-lg ring-1 ring-slate-200">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" aria-hidden="true" />
        Loading page...
      </span>
    </div>
  );
}
