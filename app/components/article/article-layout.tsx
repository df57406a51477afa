import { CalendarDays, Clock, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { ArticleContent } from "#app/content/article-schema.ts";
import type { BodyNode } from "#shared/content/schemas/article.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { article as articleLd } from "#shared/site/json-ld.ts";
import { getPage, page } from "#shared/site/pages.ts";
import { type MetaOptions, pageMeta } from "#shared/site/seo.ts";
import { articleBody, standIn } from "./article-body.tsx";
import { articleComponents } from "./article-components.tsx";
import { headingsOf, readingMinutes } from "./text-of.ts";

/** Head tags of an article: the page's metadata plus Article JSON-LD and article dates. */
export function articleMeta({ frontmatter: f }: ArticleContent, extra: MetaOptions = {}) {
  return pageMeta(f.path, {
    publishedTime: f.published,
    modifiedTime: f.updated,
    ...extra,
    jsonLd: [
      articleLd({
        headline: f.headline,
        description: page(f.path).description,
        path: f.path,
        datePublished: f.published,
        dateModified: f.updated,
        author: f.author,
      }),
      ...(extra.jsonLd ?? []),
    ],
  });
}

/** The body's top-level nodes in parts, a new one at each heading: each part after the first is drawn
 *  only as it nears the viewport (decision 094), as a policy's sections are. */
function partsOf(nodes: readonly BodyNode[]): BodyNode[][] {
  const parts: BodyNode[][] = [];
  for (const node of nodes) {
    if (!parts.length || (typeof node === "object" && node.t === "h2")) parts.push([]);
    parts[parts.length - 1]!.push(node);
  }
  return parts;
}

/** Long-form article: hero with byline, optional contents, body, related links, and an optional closing block. */
export function ArticleLayout({ content, children }: { content: ArticleContent; children?: ReactNode }) {
  const f = content.frontmatter;
  const parts = partsOf(content.body);
  const body = parts.map((part) => articleBody(part, articleComponents));
  const toc = f.toc ? headingsOf(body) : [];
  return (
    <article>
      <PageHero title={f.headline} intro={<p>{f.summary}</p>}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
          <li className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4" />
            {f.author}, {f.authorRole}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            Published <time dateTime={f.published}>{formatIsoDate(f.published)}</time>
            {f.updated !== f.published ? (
              <>
                {" "}
                · Updated <time dateTime={f.updated}>{formatIsoDate(f.updated)}</time>
              </>
            ) : null}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {readingMinutes(body)} min read
          </li>
        </ul>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {toc.length ? (
          <nav
            aria-labelledby="toc-heading"
            className="mb-10 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="toc-heading" className="text-lg font-semibold text-slate-900">
              Contents
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
              {toc.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="prose-content">
          {body.map((part, i) => (
            // The first part is drawn with the first screen: it has no stand-in.
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for a render, in the body's order
            <div key={i} className="text-part" {...(i ? standIn(parts[i]!) : {})}>
              {part}
            </div>
          ))}
        </div>
      </div>
      {children}
      <aside aria-labelledby="related-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            Related reading
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {f.related.map((p) => {
              // A related page taken down since (decision 071) is left out.
              const r = getPage(p);
              if (!r) return null;
              return (
                <li key={p}>
                  <PageLink
                    to={p}
                    className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
                  >
                    <span className="font-semibold text-brand-800">{r.label}</span>
                    <span className="mt-2 block text-sm text-slate-600">{r.description}</span>
                  </PageLink>
                </li>
              );
            })}
          </ul>
        </div>
      </aside>
    </article>
  );
}
