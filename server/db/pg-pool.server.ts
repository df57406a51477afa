// The node-postgres pool as Kysely sees it, with one change: a client whose query failed
// at the connection level (terminated by the server, reset, or no answer within
// query_timeout) goes back to the pool as broken, so the pool closes it and opens a fresh
// one, instead of handing the next request a connection that is dead or still waiting
// for an old answer.
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

export function resilientPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = (async (sqlOrCursor: string, parameters: ReadonlyArray<unknown>) => {
        // The answer to an earlier query may still be on its way: nothing more goes on this connection.
        if (broken) throw new Error(`connection broken: ${broken.message}`);
        try {
          const name = typeof sqlOrCursor === "string" ? preparedName(sqlOrCursor) : undefined;
          if (name) return await client.query({ name, text: sqlOrCursor, values: parameters as unknown[] });
          return await client.query(sqlOrCursor, parameters as unknown[]);
        } catch (error) {
          if (!connectionIsSound(error)) broken = error as Error;
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
