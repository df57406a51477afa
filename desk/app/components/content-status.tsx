// An entry's status as the list and the editor show it: published (with its version), a draft
// with unpublished changes, or a draft scheduled to be published (when, Sydney time, and by whom).
import type { ContentListItem } from "#server/content/content-desk.server.ts";
import { formatDateTime } from "./format.ts";

export function StatusOf({
  entry,
}: {
  entry: Pick<ContentListItem, "hasDraft" | "publishedVersion"> & Partial<Pick<ContentListItem, "scheduled">>;
}) {
  if (entry.scheduled)
    return (
      <span className="inline-block rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
        {`Scheduled for ${formatDateTime(entry.scheduled.at)} by ${entry.scheduled.by}`}
      </span>
    );
  if (entry.hasDraft)
    return (
      <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        Draft with unpublished changes
      </span>
    );
  return (
    <span className="inline-block rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      {entry.publishedVersion === null ? "Never published" : `Published (version ${entry.publishedVersion})`}
    </span>
  );
}
