/** Where the built site serves each copy of a picture, by "{name}-{width}.{format}" (content/images.ts). */
export type ImageFiles = Readonly<Record<string, string>>;

/** The URLs of a folder of copies, as `import.meta.glob` gives them from content/images/variants/ ("./site/x-480.avif"). */
export function imageFiles(globbed: Record<string, string>): ImageFiles {
  return Object.fromEntries(Object.entries(globbed).map(([path, url]) => [path.replace(/^\.\//, ""), url]));
}
