declare module "virtual:client-assets" {
  const assets: { dev: boolean; manifest: Record<string, unknown> };
  export default assets;
}
