// The webhook contracts (docs/crm-webhook.md): every event the CRM and list webhooks receive, its
// current version and its zod schema, from which the JSON Schema in docs/webhooks/ is generated.
//   npm run webhook-schemas            writes the JSON Schema of each event's current version
//   npm run webhook-schemas -- --check exits 1 when a committed schema differs from the code
// A committed version's file is never rewritten: a payload that changes needs a new version.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { SUBMISSION_ERASED_VERSION, submissionErasedSchema } from "#server/privacy/erasure-events.server.ts";
import {
  SUPPRESSION_EVENTS_VERSION,
  suppressionCreatedSchema,
  suppressionDeletedSchema,
  suppressionErasedSchema,
} from "#server/privacy/list-events.server.ts";
import { SUBMISSION_CREATED_VERSION, submissionCreatedSchema } from "#server/submissions/crm-payload.server.ts";

export interface Contract {
  event: string;
  /** Which webhook receives it. */
  receiver: "CRM (FORM_WEBHOOK_URL)" | "list systems (LIST_WEBHOOK_URL)";
  version: number;
  schema: z.ZodType;
}

export const contracts: readonly Contract[] = [
  {
    event: "submission.created",
    receiver: "CRM (FORM_WEBHOOK_URL)",
    version: SUBMISSION_CREATED_VERSION,
    schema: submissionCreatedSchema,
  },
  {
    event: "submission.erased",
    receiver: "CRM (FORM_WEBHOOK_URL)",
    version: SUBMISSION_ERASED_VERSION,
    schema: submissionErasedSchema,
  },
  {
    event: "suppression.created",
    receiver: "list systems (LIST_WEBHOOK_URL)",
    version: SUPPRESSION_EVENTS_VERSION,
    schema: suppressionCreatedSchema,
  },
  {
    event: "suppression.deleted",
    receiver: "list systems (LIST_WEBHOOK_URL)",
    version: SUPPRESSION_EVENTS_VERSION,
    schema: suppressionDeletedSchema,
  },
  {
    event: "suppression.erased",
    receiver: "list systems (LIST_WEBHOOK_URL)",
    version: SUPPRESSION_EVENTS_VERSION,
    schema: suppressionErasedSchema,
  },
];

export const schemaDir = join(import.meta.dirname, "..", "docs", "webhooks");

export function schemaFile(contract: Contract): string {
  return join(schemaDir, `${contract.event}.v${contract.version}.schema.json`);
}

/** The JSON Schema (2020-12) of a contract, as committed. */
export function jsonSchemaText(contract: Contract): string {
  const schema = z.toJSONSchema(contract.schema, { target: "draft-2020-12" });
  const described = {
    $id: `https://example.com/webhooks/${contract.event}.v${contract.version}.schema.json`,
    title: `${contract.event}, version ${contract.version}`,
    description: `Sent to the ${contract.receiver}. See docs/crm-webhook.md.`,
    ...schema,
  };
  return `${JSON.stringify(described, null, 2)}\n`;
}

/** Contracts whose committed file is missing or differs from the code. */
export function driftedContracts(): { contract: Contract; reason: "missing" | "changed" }[] {
  return contracts.flatMap((contract): { contract: Contract; reason: "missing" | "changed" }[] => {
    const file = schemaFile(contract);
    if (!existsSync(file)) return [{ contract, reason: "missing" as const }];
    return readFileSync(file, "utf8") === jsonSchemaText(contract) ? [] : [{ contract, reason: "changed" as const }];
  });
}

if (import.meta.main) {
  const drifted = driftedContracts();
  if (process.argv.includes("--check")) {
    for (const { contract, reason } of drifted) console.error(`${contract.event} v${contract.version}: ${reason}`);
    process.exit(drifted.length > 0 ? 1 : 0);
  }
  mkdirSync(schemaDir, { recursive: true });
  let refused = false;
  for (const { contract, reason } of drifted) {
    if (reason === "changed") {
      console.error(
        `${contract.event} v${contract.version} has changed since its schema was published: raise its version ` +
          "(the constant next to its zod schema) and run this again; a published version is never rewritten.",
      );
      refused = true;
      continue;
    }
    writeFileSync(schemaFile(contract), jsonSchemaText(contract));
    console.log(`wrote ${schemaFile(contract)}`);
  }
  process.exit(refused ? 1 : 0);
}
