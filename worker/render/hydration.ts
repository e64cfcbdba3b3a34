import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";
import { scriptJson } from "../../contracts/text";

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
  return scriptJson(state);
}
