import type { Config } from "@react-router/dev/config";

// React Router's framework mode, as Cloudflare's react-router-hono-fullstack-template has it:
// the app lives in client/, pages render on the server (the Worker) and hydrate in the browser.
export default {
  appDirectory: "client",
  buildDirectory: "dist",
  ssr: true,
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
