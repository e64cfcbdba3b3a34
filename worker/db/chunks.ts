/** D1 binds at most 100 parameters per statement. */
const D1_MAX_PARAMETERS = 100;

/** Room left for a list of ids in a statement that binds `otherParameters` besides them. */
function idsPerStatement(otherParameters: number): number {
  return D1_MAX_PARAMETERS - otherParameters;
}

/**
 * The items in runs that fit one statement: pass the number of parameters the statement binds
 * besides the list (its SET values, its other conditions), and each run leaves room for them.
 * @example inChunks(ids, 3) // an UPDATE ... SET a = ?, b = ? WHERE id IN (...) AND state = ?
 */
export function inChunks<T>(items: readonly T[], otherParameters = 10): T[][] {
  const size = idsPerStatement(otherParameters);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
