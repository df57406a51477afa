// What the CRM screen's forms do (administrators only): connect or change a CRM, send a test
// enquiry (the answer shows each request and the CRM's reply), disconnect.
import { randomUUID } from "node:crypto";
import { intent, outcomeOf } from "#desk/lib/intents.server.ts";
import { disconnectCrm, saveCrmSettings, testSendCrm } from "#server/crm/setup.server.ts";
import { credentialField, credentialFields, crmLabels, mappingField, mappingSources } from "#shared/crm/mapping.ts";
import { forms } from "./forms.ts";

export const intents = {
  save: intent(forms.save, {
    role: "admin",
    async run(input, { services, staff, ip }) {
      const values = input as unknown as Record<string, string | undefined>;
      const mapping = Object.fromEntries(mappingSources.map((s) => [s.key, values[mappingField(s.key)] ?? ""]));
      const result = await saveCrmSettings(
        services,
        {
          destination: input.id,
          credentials: Object.fromEntries(
            credentialFields[input.id].map((c) => [c.name, values[credentialField(c.name)] ?? ""]),
          ),
          baseUrl: input.baseUrl,
          forms: input.forms ?? [],
          mapping,
        },
        { id: staff.id, ip },
      );
      return outcomeOf(result, `${crmLabels[input.id]} settings saved.`);
    },
  }),
  test: intent(forms.test, {
    role: "admin",
    async run({ id }, { services, staff, ip }) {
      const result = await testSendCrm(services, id, randomUUID(), { id: staff.id, ip });
      if ("status" in result) return { ok: false, status: result.status, error: result.error };
      // The request and the answer are shown whether the CRM took it or not.
      return { ok: true, message: result.message, test: result };
    },
  }),
  disconnect: intent(forms.disconnect, {
    role: "admin",
    async run({ id }, { services, staff, ip }) {
      return outcomeOf(await disconnectCrm(services, id, { id: staff.id, ip }), `${crmLabels[id]} disconnected.`);
    },
  }),
};
