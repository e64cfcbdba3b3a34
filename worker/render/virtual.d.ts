declare module "virtual:client-assets" {
  const assets: { dev: boolean; manifest: Record<string, unknown>; pageStyles?: Record<string, string>; built?: string };
  export default assets;
}
