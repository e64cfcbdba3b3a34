/**
 * What the server puts in place of a module only the browser loads (a dialog, the toast region:
 * code that never renders on the server), written at the import as
 * `import.meta.env.SSR ? browserOnly : () => import("./x")`, so the Worker's bundle leaves that
 * module out. Called on the server, it fails.
 */
export const browserOnly = (): Promise<never> => Promise.reject(new Error("This module loads in the browser only."));
