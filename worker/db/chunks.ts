/** D1 binds at most 100 parameters per statement; a statement that binds more is refused whole. */
export const D1_MAX_PARAMETERS = 100;
/**
 * D1 also refuses an expression nested deeper than 100: `a or b or c ...` nests one level per term,
 * so a statement that ORs a condition per item asks for runs of at most this many.
 */
export const OR_TERMS_PER_RUN = 50;

/** A statement drizzle built: it can say what it binds. */
interface BoundStatement {
  toSQL(): { sql: string; params: unknown[] };
}

const parametersOf = (statement: BoundStatement) => statement.toSQL().params.length;

/**
 * The statements that bind a runtime list, each within D1's 100 parameters: `build` makes the
 * statement for one run of the list (an `IN (...)`, a multi-row insert, a list bound twice), and
 * the run's length comes from measuring what the statement binds for one item and for two, so
 * nobody counts a statement's other parameters by hand (docs/decisions/055). Every statement is
 * checked again once built; one that cannot fit even one item throws with its SQL. `most` caps a
 * run's length below that (an OR per item: OR_TERMS_PER_RUN).
 *
 * Every `inArray`/`notInArray` over a runtime list goes through here (scripts/bound-lists.test.ts).
 * @example chunked(ids, (run) => db.delete(leads).where(inArray(leads.id, run))) // one DELETE per 99 ids
 */
export function chunked<T, S extends BoundStatement>(items: readonly T[], build: (run: T[]) => S, most = Number.POSITIVE_INFINITY): S[] {
  if (items.length === 0) return [];
  const one = build(items.slice(0, 1));
  const fixedAndOne = parametersOf(one);
  const perItem = items.length > 1 ? parametersOf(build(items.slice(0, 2))) - fixedAndOne : 1;
  const fixed = fixedAndOne - perItem;
  const size = Math.min(perItem > 0 ? Math.floor((D1_MAX_PARAMETERS - fixed) / perItem) : items.length, most);
  if (size < 1)
    throw new Error(`a statement binds ${fixedAndOne} parameters for one item, over D1's ${D1_MAX_PARAMETERS}: ${one.toSQL().sql}`);
  const statements: S[] = [];
  for (let at = 0; at < items.length; at += size) {
    const statement = at === 0 && size === 1 ? one : build(items.slice(at, at + size));
    const bound = parametersOf(statement);
    if (bound > D1_MAX_PARAMETERS)
      throw new Error(`a statement binds ${bound} parameters, over D1's ${D1_MAX_PARAMETERS}: ${statement.toSQL().sql}`);
    statements.push(statement);
  }
  return statements;
}

/** The rows of a read over a runtime list, its runs read side by side (see `chunked`). */
export async function rowsInChunks<T, R>(
  items: readonly T[],
  build: (run: T[]) => BoundStatement & PromiseLike<R[]>,
  most?: number,
): Promise<R[]> {
  return (await Promise.all(chunked(items, build, most))).flat();
}
