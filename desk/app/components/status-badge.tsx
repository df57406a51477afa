import { labelOf, statusLabels } from "./format.ts";

const tones: Record<string, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tones[status] ?? "bg-slate-100"}`}>
      {labelOf(statusLabels, status)}
    </span>
  );
}

export function Flag({ children, tone }: { children: string; tone: "warn" | "info" }) {
  return (
    <span
      className={`ml-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${tone === "warn" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-slate-100 text-slate-800 ring-1 ring-slate-300"}`}
    >
      {children}
    </span>
  );
}
