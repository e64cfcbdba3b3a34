/** Unknown paths answer 404; the error shows as the not-found page (client/page-errors.tsx). */
export function loader(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NeverRendered() {
  return null;
}
