// The desk's roles, declared once (issue 42, item 7): what each may open and do. Screens declare
// the access they need (desk/app/screens.ts), intents the role they need beyond it; the staff
// screen, the invitation, `npm run staff` and the session read their roles from here.
//   member         one's own account: sessions, passkeys
//   personal-data  anything with a person's details: enquiries, privacy cases, suppression, forwarding
//   analytics      figures without a person in them: analytics, reports
//   content        the site's words (content, experiments)
//   admin          staff administration and the audit log

export const accesses = ["member", "personal-data", "analytics", "content", "admin"] as const;
export type Access = (typeof accesses)[number];

export const roles = {
  admin: { label: "Administrator", may: ["member", "personal-data", "analytics", "content", "admin"] },
  staff: { label: "Staff", may: ["member", "personal-data", "analytics"] },
  marketing: { label: "Marketing", may: ["member", "analytics", "content"] },
} as const satisfies Record<string, { label: string; may: readonly Access[] }>;

export type StaffRole = keyof typeof roles;
export const staffRoles = Object.keys(roles) as [StaffRole, ...StaffRole[]];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && Object.hasOwn(roles, value);
}

/** Whether a member with this role may open what needs `access`. */
export function may(role: StaffRole, access: Access): boolean {
  // A role stored by some other means than these declarations may nothing.
  return isStaffRole(role) && (roles[role].may as readonly Access[]).includes(access);
}
