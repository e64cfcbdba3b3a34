import { createContext } from "react";

/** The CSP nonce of this response, given by client/entry.server.tsx (the browser never reads it back). */
export const NonceContext = createContext("");
