// What the staff screen's forms do (administrators only): invite (the link shown and emailed),
// change role, disable, re-enable, reset the second factor, delete; every change audited.
import { intent } from "#desk/lib/intents.server.ts";
import { publicUrl } from "#server/config/config.server.ts";
import { inviteAndMail } from "#server/staff/invitations.server.ts";
import { deleteStaff, disableStaff, enableStaff, resetSecondFactor, setRole } from "#server/staff/members.server.ts";
import { forms } from "./forms.ts";

/** A change's result as the form's answer. */
const changed = (result: { ok: true } | { ok: false; error: string }, message: string) =>
  result.ok ? { ok: true as const, message } : { ok: false as const, status: 400 as const, error: result.error };

export const intents = {
  invite: intent(forms.invite, {
    role: "admin",
    async run(input, { staff, services, ip }) {
      const mail = Boolean(services.config.SMTP_URL);
      const who = { actor: staff.id, ip };
      const invited = await inviteAndMail({ ...services, mail }, input, who, publicUrl(services.config));
      if (!invited.ok) return { ok: false, status: 400, error: invited.error, field: "email" };
      const { email, link } = invited;
      return {
        ok: true,
        message: invited.mailed
          ? `Invitation emailed to ${email}. The link works once, for 72 hours:`
          : `Email is not configured: pass this link to ${email} yourself. It works once, for 72 hours:`,
        link,
      };
    },
  }),
  role: intent(forms.role, {
    role: "admin",
    async run(input, { staff, services, ip }) {
      return changed(await setRole(services, input.id, input.role, { actor: staff.id, ip }), "Role changed.");
    },
  }),
  disable: intent(forms.disable, {
    role: "admin",
    async run({ id }, { staff, services, ip }) {
      if (id === staff.id) return { ok: false, status: 400, error: "You cannot disable your own account." };
      return changed(
        await disableStaff(services, id, { actor: staff.id, ip }),
        "Account disabled; its sessions have ended.",
      );
    },
  }),
  enable: intent(forms.enable, {
    role: "admin",
    async run({ id }, { staff, services, ip }) {
      return changed(await enableStaff(services, id, { actor: staff.id, ip }), "Account re-enabled.");
    },
  }),
  reset: intent(forms.reset, {
    role: "admin",
    async run({ id }, { staff, services, ip }) {
      return changed(
        await resetSecondFactor(services, id, { actor: staff.id, ip }),
        "Second factor reset; the member enrols again at next sign-in.",
      );
    },
  }),
  delete: intent(forms.delete, {
    role: "admin",
    async run({ id }, { staff, services, ip }) {
      if (id === staff.id) return { ok: false, status: 400, error: "You cannot delete your own account." };
      return changed(await deleteStaff(services, id, { actor: staff.id, ip }), "Account deleted.");
    },
  }),
};
