import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";

/** Router state the browser needs to hydrate without refetching; errors become plain objects. */
export function serializeHydration(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, internal: false, data: error.data }
            : { message: "Unexpected error" },
        ]),
      )
    : null;
  const state = { loaderData: context.loaderData, actionData: context.actionData, errors };
  return escapeJsonForHtml(JSON.stringify(state));
}

/** JSON inside a <script> data block must not be able to close the element or open a comment. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
