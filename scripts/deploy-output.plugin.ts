import type { Plugin } from "vite";

/**
 * A deploy build (one with CLOUDFLARE_ENV, see package.json's deploy scripts) leaves the local
 * secrets behind: @cloudflare/vite-plugin copies .dev.vars next to the Worker for `vite preview`,
 * which the local builds keep and a deploy output must not carry.
 */
export function deployOutput(cloudflareEnv = process.env.CLOUDFLARE_ENV): Plugin {
  return {
    name: "deploy-output",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (cloudflareEnv) delete bundle[".dev.vars"];
    },
  };
}
