// Stand-in until h43a's experiments-store.server.ts lands: the running experiments with their arms.
import type { Storage } from "#server/db/database.server.ts";
import { type Arm, armsSchema } from "#shared/experiments/arms.ts";

export interface RunningExperiment {
  id: string;
  entryId: string;
  name: string;
  version: number;
  arms: Arm[];
}

export async function runningExperiments(storage: Storage): Promise<RunningExperiment[]> {
  const rows = await storage.db
    .selectFrom("experiments")
    .select(["id", "entry_id", "name", "version", "arms"])
    .where("status", "=", "running")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    entryId: r.entry_id,
    name: r.name,
    version: r.version,
    arms: armsSchema.parse(JSON.parse(r.arms)),
  }));
}
