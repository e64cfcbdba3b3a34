declare module "virtual:client-assets" {
  const assets: { dev: boolean; manifest: Record<string, unknown>; built?: string };
  export default assets;
}
