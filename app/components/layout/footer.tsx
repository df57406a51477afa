import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";
import { footerQuickLinks } from "#shared/site/navigation.ts";
import { Logo } from "./logo.tsx";

export function Footer() {
  const { address, brand, company, footerIndustries, hours, regionLabel } = siteFacts();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="rounded-lg bg-white px-2 py-1" />
          <p className="mt-4 text-sm leading-6">
            {brand.tagline}. Trading since {company.foundingYear}.
          </p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Contact</h2>
          <PhoneButtons variant="inverse" className="mt-4 flex-col items-start" />
          <p className="mt-4 text-sm">{hours.display}</p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks.map((p) => (
              <li key={p.path}>
                <PageLink to={p.path} className="hover:text-white hover:underline">
                  {p.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Region</h2>
          <p className="mt-4 text-sm">{regionLabel}</p>
          <p className="mt-1 text-sm">Based in {address.display}</p>
          <h2 className="mt-6 text-base font-semibold text-white">Industries</h2>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {footerIndustries.map((i) => (
              <li key={i} className="rounded-full border border-slate-700 px-3 py-1">
                {i}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">
          © {company.foundingYear}–{__BUILD_YEAR__} {brand.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
