import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { NotFound } from "./components/not-found";
import { PageError } from "./root";

/** Every page sits below this layout, so that a page's error shows inside the site's frame. */
export default function Pages() {
  return <Outlet />;
}

/** Errors of a page render inside the frame: 404s as the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <PageError />;
}
