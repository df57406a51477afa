// Every audit action, declared once (issue 41): its label (what the desk's histories say after the
// member's name) and the keys of its details that hold staff free text, which erasure and
// retention redact (server/privacy/erasure.server.ts). `AuditEntry.action` is this union, so an
// action emitted anywhere is one of these. No server code here: the desk's pages read the labels.

interface ActionDeclaration {
  /** "Sam Seller changed the status": the verb phrase after the actor's name. */
  readonly label: string;
  /** Details holding staff free text about a person's records: replaced on erasure. */
  readonly freeText?: readonly string[];
}

export const auditActions = {
  "auth.sign_in": { label: "signed in" },
  "auth.sign_in.failed": { label: "failed to sign in" },
  "auth.sign_in.guarded": { label: "had the account guarded after many failed sign-ins" },
  "auth.sign_in.throttled": { label: "was made to wait before signing in again" },
  "auth.password.ok": { label: "gave the right password" },
  "auth.password.guarded": { label: "gave the right password while the account was guarded" },
  "auth.codes.guarded": { label: "had app codes paused after many wrong codes" },
  "auth.alert.queued": { label: "was emailed about attempts on the account" },
  "auth.factor.enrolled": { label: "set up a second factor" },
  "auth.factor.enrol_failed": { label: "failed to set up a second factor" },
  "auth.factor.passkey_added": { label: "added a passkey" },
  "auth.factor.passkey_removed": { label: "removed a passkey" },
  "auth.factor.passkey_refused": { label: "used a passkey that was refused" },
  "auth.sign_out": { label: "signed out" },
  "auth.sign_out.session": { label: "ended a session" },
  "auth.sign_out.all": { label: "ended every other session" },
  "staff.invite": { label: "invited a member" },
  "staff.invite.accepted": { label: "accepted an invitation" },
  "staff.invite.refused": { label: "used an invitation link that no longer works" },
  "staff.role": { label: "changed a member's role" },
  "staff.disable": { label: "disabled a member" },
  "staff.enable": { label: "re-enabled a member" },
  "staff.delete": { label: "deleted a member" },
  "staff.factor.reset": { label: "reset a member's second factor" },
  "staff.recovery.requested": { label: "asked for a password recovery link" },
  "staff.recovery.refused": { label: "was refused a password recovery" },
  "staff.recovery.completed": { label: "chose a new password" },
  "desk.foreign_origin": { label: "sent a desk request from another site" },
  "enquiry.status": { label: "changed the status" },
  "enquiry.assign": { label: "changed who it is assigned to" },
  "enquiry.note": { label: "added a note" },
  "enquiry.resend": { label: "sent it to the CRM again" },
  "enquiry.call": { label: "logged a call" },
  "privacy.case.opened": { label: "opened the case" },
  "privacy.case.status": { label: "changed the status", freeText: ["reason"] },
  "privacy.case.paused": { label: "paused the case", freeText: ["reason"] },
  "privacy.case.resumed": { label: "resumed the case", freeText: ["reason"] },
  "privacy.case.extended": { label: "extended the due date", freeText: ["reason"] },
  "privacy.case.assigned": { label: "changed who it is assigned to" },
  "privacy.case.response_sent": { label: "sent a response" },
  "privacy.identity.verified": { label: "confirmed the identity (emailed link)" },
  "privacy.identity.recorded": { label: "recorded the identity as checked" },
  "privacy.erasure": { label: "erased the person's data" },
  "privacy.erasure.reapplied": { label: "erased the person's data again after a restore" },
  "privacy.crm_erasure": { label: "asked a connected CRM to delete the person" },
  "crm.connect": { label: "connected a CRM" },
  "crm.settings": { label: "changed a CRM's forms or field mapping" },
  "crm.disconnect": { label: "disconnected a CRM" },
  "crm.test_send": { label: "sent a test enquiry to a CRM" },
  "suppression.add": { label: "added to the suppression list" },
  "suppression.remove": { label: "removed from the suppression list", freeText: ["reason"] },
  "suppression.export": { label: "exported the suppression list" },
  "export.csv": { label: "exported the inbox" },
  "export.analytics": { label: "exported the analytics" },
  "outbox.resend": { label: "re-queued deliveries" },
  "outbox.purge_dead": { label: "purged dead deliveries" },
  "outbox.pruned": { label: "pruned delivered payloads" },
  "retention.run": { label: "ran the retention job" },
  "content.draft": { label: "started a draft of the site's words" },
  "content.publish": { label: "published the site's words" },
  "content.restore": { label: "restored an earlier version of the site's words as a draft" },
  "content.schedule": { label: "scheduled a publish of the site's words" },
  "content.schedule_cancel": { label: "cancelled a scheduled publish of the site's words" },
  "content.preview_link": { label: "made a preview link to a draft of the site's words" },
  "content.create": { label: "wrote a new insights article (a draft)" },
  "content.move": { label: "moved a page to a new address (the old one redirects)" },
  "content.take_down": { label: "took an insights article down (its address redirects to the hub)" },
  "experiment.create": { label: "drafted an experiment on the site's words" },
  "experiment.start": { label: "started an experiment" },
  "experiment.stop": { label: "stopped an experiment" },
  "experiment.conclude": { label: "concluded an experiment (its chosen arm published)" },
} as const satisfies Record<string, ActionDeclaration>;

export type AuditAction = keyof typeof auditActions;

/** What a history line says for an action (a row written before an action was declared: its name). */
export function auditLabel(action: string): string {
  return Object.hasOwn(auditActions, action) ? auditActions[action as AuditAction].label : action;
}

/** The actions whose details hold staff free text, with its keys (redacted on erasure and retention). */
export const auditFreeText: Readonly<Partial<Record<AuditAction, readonly string[]>>> = Object.fromEntries(
  Object.entries(auditActions).flatMap(([action, declared]) =>
    "freeText" in declared ? [[action, declared.freeText]] : [],
  ),
);
