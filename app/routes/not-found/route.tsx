import { PageLink } from "#app/components/ui/page-link.tsx";
import { fullTitle } from "#shared/site/seo.ts";
import { pageContent } from "./content.ts";

export const meta = () => {
  const copy = pageContent().meta;
  return [
    { title: fullTitle(copy.title) },
    { name: "description", content: copy.description },
    { name: "robots", content: "noindex,nofollow" },
  ];
};

// Old addresses answer 301 from the server (the one redirect table); this page is only for unknown ones.
export default function NotFoundPage() {
  const { notFound } = pageContent();
  return (
    <section data-not-found className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-brand-700">{notFound.code}</h1>
      <p className="mt-4 text-2xl font-semibold text-slate-900">{notFound.title}</p>
      <p className="mt-2 text-slate-600" role="status">
        {notFound.status}
      </p>
      <PageLink
        to={notFound.home.to}
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {notFound.home.label}
      </PageLink>
    </section>
  );
}
