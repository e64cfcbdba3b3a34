import { Link } from "react-router";

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Go to the home page
        </Link>
        <Link to="/contact" className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Contact us
        </Link>
      </div>
    </div>
  );
}
