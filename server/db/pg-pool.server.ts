// The node-postgres pool as Kysely sees it, with two changes. A client whose query failed at the
// connection level (terminated by the server, reset, or no answer within query_timeout) goes back
// to the pool as broken, so the pool closes it and opens a fresh one, instead of handing the next
// request a connection that is dead or still waiting for an old answer. And each statement runs
// under the plan cache mode it needs (decision 047).
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { preparedName } from "./prepared-statements.server.ts";

/** SQLSTATE classes after which the connection itself is still sound. */
function connectionIsSound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // A server-side error with a SQLSTATE (constraint, syntax, statement timeout 57014 …)
  // leaves the session usable; 57P01-57P03 (admin shutdown, crash, cannot connect) and
  // 08xxx (connection exceptions) do not.
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P)/.test(code);
}

type PlanMode = "generic" | "default" | "unknown";

/**
 * Intake's named statements run with their generic plans (decision 044); every other statement
 * with parameters (the desk's searches and counts) is planned for its values, as PostgreSQL does
 * by default. The mode is a session setting, so each connection's is remembered here and changed
 * only when a statement needs the other one: one more round trip when a connection moves between
 * intake and the rest. A connection not seen before has the session's default.
 */
const planModes = new WeakMap<pg.PoolClient, PlanMode>();

async function switchPlanMode(client: pg.PoolClient, wanted: "generic" | "default"): Promise<void> {
  if ((planModes.get(client) ?? "default") === wanted) return;
  await client.query(wanted === "generic" ? "set plan_cache_mode = force_generic_plan" : "reset plan_cache_mode");
  planModes.set(client, wanted);
}

export function resilientPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = (async (sqlOrCursor: string, parameters: ReadonlyArray<unknown>) => {
        // The answer to an earlier query may still be on its way: nothing more goes on this connection.
        if (broken) throw new Error(`connection broken: ${broken.message}`);
        const text = typeof sqlOrCursor === "string" ? sqlOrCursor : undefined;
        const name = text === undefined ? undefined : preparedName(text);
        try {
          if (name && text !== undefined) {
            await switchPlanMode(client, "generic");
            return await client.query({ name, text, values: parameters as unknown[] });
          }
          if (parameters.length > 0) await switchPlanMode(client, "default");
          const result = await client.query(sqlOrCursor, parameters as unknown[]);
          // A rollback undoes a SET made inside its transaction.
          if (text !== undefined && /^\s*rollback\b/i.test(text)) planModes.set(client, "unknown");
          return result;
        } catch (error) {
          if (!connectionIsSound(error)) broken = error as Error;
          // The transaction this failed in (if any) ends in a rollback, or a failed COMMIT was one.
          planModes.set(client, "unknown");
          throw error;
        }
      }) as unknown as PostgresPoolClient["query"];
      return {
        query,
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}
