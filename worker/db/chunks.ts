/** D1 binds at most 100 parameters per statement: id lists are cut into chunks that fit. */
const IDS_PER_STATEMENT = 90;

/** The items in runs of at most `size`, in order. */
export function inChunks<T>(items: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
