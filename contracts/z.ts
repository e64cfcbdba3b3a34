import { z } from "zod";

// zod's compiled fast path probes for eval; the site's CSP (and workerd) forbid it, and the
// probe alone shows up as a CSP violation. The interpreted path is fast enough for forms.
z.config({ jitless: true });

export { z };
