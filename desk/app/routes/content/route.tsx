// The site's words (issue 42 item 2): every entry (the facts, the pages, the insights articles and
// guides), each with its status (published, or a draft with unpublished changes), who changed it
// last and when, and the experiment running on it (its publishes wait, decision 084), grouped as a
// marketing owner thinks of them; each links to its editor.
import { href, Link } from "react-router";
import { StatusOf } from "#desk/components/content-status.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { Table } from "#desk/components/table.tsx";
import { contentAddress } from "#desk/lib/links.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { type ContentGroup, listContent } from "#server/content/content-desk.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Content | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  return { entries: await listContent(services) };
}

const groups: readonly { group: ContentGroup; title: string; intro: string }[] = [
  {
    group: "facts",
    title: "Facts",
    intro:
      "The company's details, contact details, hours and claims. Pages quote them, so a change here changes every page that uses it.",
  },
  { group: "pages", title: "Pages", intro: "Each page's headline, sections, lists, questions and calls to action." },
  { group: "articles", title: "Insights articles and guides", intro: "Long reads in the insights hub." },
];

export default function Content({ loaderData }: Route.ComponentProps) {
  const drafts = loaderData.entries.filter((e) => e.hasDraft).length;
  return (
    <>
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-1 text-slate-700">
        The words on the public site. Open an entry to change it: your changes are kept as a draft until you publish
        them.{" "}
        {drafts > 0 && (
          <strong data-testid="draft-count">
            {drafts === 1 ? "One entry has" : `${drafts} entries have`} unpublished changes.
          </strong>
        )}
      </p>
      <p className="mt-3">
        <Link to={href("/content-new")} className="btn-primary inline-block">
          New insights article
        </Link>
      </p>
      <div className="mt-6 space-y-8">
        {groups.map(({ group, title, intro }) => {
          const entries = loaderData.entries.filter((e) => e.group === group);
          if (entries.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`} className="text-lg font-bold">
                {title}
              </h2>
              <p className="mb-2 text-sm text-slate-700">{intro}</p>
              <Table caption={title} columns={["Entry", "Status", "Last changed"]}>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2">
                      <Link
                        to={href("/content/*", { "*": contentAddress(entry.id) })}
                        className="font-semibold text-brand-800 underline"
                      >
                        {entry.title}
                      </Link>
                      <span className="block text-xs text-slate-700">
                        {entry.id.startsWith("/") ? entry.id : entry.typeLabel}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <StatusOf entry={entry} />
                      {entry.experiment && (
                        <span className="mt-1 block text-xs" data-testid="experiment-running">
                          Experiment running:{" "}
                          <Link
                            to={href("/experiments/:id", { id: entry.experiment.id })}
                            className="text-brand-800 underline"
                          >
                            {entry.experiment.name}
                          </Link>
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {entry.updatedBy ?? "Shipped with the site"}
                      <span className="block text-xs text-slate-700">{formatDateTime(entry.updatedAt)}</span>
                    </td>
                  </tr>
                ))}
              </Table>
            </section>
          );
        })}
      </div>
    </>
  );
}
