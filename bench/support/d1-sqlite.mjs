// The D1 binding's API over SQLite in memory (node:sqlite, Node 22), so the production
// worker can be run in Node by bench/support/cpu-runner.mjs. Time spent inside SQLite is added
// to `timing.ms`: on Cloudflare, D1 runs outside the worker and is not the worker's CPU time.
import { DatabaseSync } from "node:sqlite";

const value = (v) => (v === undefined ? null : typeof v === "boolean" ? Number(v) : v instanceof ArrayBuffer ? new Uint8Array(v) : v);

export function createD1(timing = { ms: 0 }) {
  const db = new DatabaseSync(":memory:");
  const cache = new Map();
  const prepared = (sql) => {
    if (!cache.has(sql)) cache.set(sql, db.prepare(sql));
    return cache.get(sql);
  };
  const changes = db.prepare("select changes() as changes, last_insert_rowid() as lastRowId");
  const timed = (work) => {
    const started = performance.now();
    try {
      return work();
    } finally {
      timing.ms += performance.now() - started;
    }
  };
  /** Runs one statement the way D1 answers it: rows (as objects or arrays) and what it changed. */
  const execute = (sql, params, arrays = false) => {
    const statement = prepared(sql);
    statement.setReturnArrays(arrays);
    let results = [];
    if (statement.columns().length > 0) results = statement.all(...params);
    else statement.run(...params);
    const { changes: changed, lastRowId } = changes.get();
    return { results, success: true, meta: { changes: changed, last_row_id: lastRowId, duration: 0, rows_read: 0, rows_written: changed } };
  };

  class Statement {
    constructor(sql, params = []) {
      this.sql = sql;
      this.params = params;
    }
    bind(...params) {
      return new Statement(this.sql, params.map(value));
    }
    async all() {
      return timed(() => execute(this.sql, this.params));
    }
    async run() {
      return timed(() => execute(this.sql, this.params));
    }
    async raw({ columnNames = false } = {}) {
      return timed(() => {
        const { results } = execute(this.sql, this.params, true);
        return columnNames
          ? [
              prepared(this.sql)
                .columns()
                .map((c) => c.name),
              ...results,
            ]
          : results;
      });
    }
    async first(column) {
      const { results } = await this.all();
      const row = results[0] ?? null;
      return column ? (row?.[column] ?? null) : row;
    }
  }

  return {
    prepare: (sql) => new Statement(sql),
    batch: async (statements) =>
      timed(() => {
        db.exec("begin");
        try {
          const results = statements.map((s) => execute(s.sql, s.params));
          db.exec("commit");
          return results;
        } catch (error) {
          db.exec("rollback");
          throw error;
        }
      }),
    exec: async (sql) =>
      timed(() => {
        db.exec(sql);
        return { count: 1, duration: 0 };
      }),
    /** Loads SQL text (migrations, seed) outside the timing. */
    load: (sql) => db.exec(sql),
  };
}
