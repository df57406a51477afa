// Operator commands for staff accounts (reads the same environment as the server):
//   npm run staff -- invite <email> --role admin|staff|marketing --name "Full Name"   prints a 72-hour invitation link
//     (without --name it asks at a terminal, and refuses elsewhere: the name is how colleagues see them)
//   npm run staff -- list
//   npm run staff -- disable <email>      ends the member's sessions too
//   npm run staff -- reset-mfa <email>    the member enrols a second factor again at next sign-in
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { inviteAndMail } from "#server/staff/invitations.server.ts";
import { disableStaff, findStaffByEmail, listStaff, resetSecondFactor } from "#server/staff/members.server.ts";
import { isStaffRole, staffRoles } from "#shared/staff/roles.ts";
import { linkOrigin, runCommand } from "./command.server.ts";

const usage = `Usage: npm run staff -- invite <email> --role ${staffRoles.join("|")} --name "Full Name" | list | disable <email> | reset-mfa <email>`;

/** The invited member's name: --name, else asked at a terminal; undefined when neither gives one. */
async function memberName(given: string | undefined, email: string): Promise<string | undefined> {
  if (given?.trim()) return given.trim();
  if (!process.stdin.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(`Full name for ${email} (as colleagues will see it): `)).trim() || undefined;
  } finally {
    prompt.close();
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: "string" }, name: { type: "string" } },
});
const [command, email] = positionals;
if (!command || !["invite", "list", "disable", "reset-mfa"].includes(command) || (command !== "list" && !email)) {
  console.error(usage);
  process.exit(2);
}

await runCommand(async (services) => {
  const { storage, audit, config } = services;
  let code = 0;
  const ctx = { storage, audit, now: Date.now };
  const who = { actor: "cli" };
  if (command === "invite") {
    const role = values.role;
    const name = isStaffRole(role) ? await memberName(values.name, email as string) : undefined;
    if (!isStaffRole(role)) {
      console.error(`--role must be ${staffRoles.join(", ")}`);
      code = 2;
    } else if (!name) {
      console.error('Give the member\'s name with --name "Full Name": it is how colleagues see them in the desk.');
      code = 2;
    } else {
      const mail = Boolean(config.SMTP_URL);
      const origin = await linkOrigin(services);
      const result = await inviteAndMail({ ...ctx, mail }, { email: email as string, role, name }, who, origin);
      if (!result.ok) {
        console.error(result.error);
        code = 1;
      } else {
        console.log(`Invitation for ${email} (${role}), valid 72 hours, single use:`);
        console.log(result.link);
        console.log(
          result.mailed
            ? "The invitation has also been queued for email."
            : "SMTP_URL is not set: pass the link on yourself.",
        );
      }
    }
  } else if (command === "list") {
    const rows = await listStaff(ctx);
    if (rows.length === 0) console.log("No staff accounts yet.");
    for (const m of rows) {
      console.log([m.email, m.role, m.status, m.factorsLabel, `last sign-in ${m.lastSignInAt ?? "never"}`].join("\t"));
    }
  } else {
    const member = await findStaffByEmail(ctx, email as string);
    if (!member) {
      console.error(`No staff account for ${email}`);
      code = 1;
    } else {
      const result =
        command === "disable" ? await disableStaff(ctx, member.id, who) : await resetSecondFactor(ctx, member.id, who);
      if (!result.ok) {
        console.error(result.error);
        code = 1;
      } else {
        console.log(
          command === "disable"
            ? `Disabled ${member.email}; their sessions have ended.`
            : `Second factor reset for ${member.email}; their sessions have ended.`,
        );
      }
    }
  }
  return code;
});
