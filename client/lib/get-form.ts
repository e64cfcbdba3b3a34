import type { FormEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Sends a GET form inside the page, as React Router's `<Form method="get">` does: the address
 * takes the form's fields as its query, and the route's loader reads them. (Its Form would
 * bring its code into every page's first load; see scripts/pure-react-router.plugin.ts.)
 * @example <form method="get" onSubmit={useGetFormSubmit()}>...</form>
 */
export function useGetFormSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") query.append(name, value);
    void navigate(`?${query}`);
  };
}
