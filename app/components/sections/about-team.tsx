import { ArrowRight } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";
import { PhoneButtons } from "./phone-buttons.tsx";
import { Section } from "./section.tsx";
import type { AboutTeamContent } from "./types.ts";
import { EmbeddedVideo } from "./videos.tsx";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

/** A team member's initials badge (no photos are published). */
export function TeamAvatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={
        size === "lg"
          ? "inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          : "inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
      }
    >
      {initials(name)}
    </span>
  );
}

/**
 * The About/team section: headline, call buttons, three benefit tiles, the four-person team,
 * three highlights, the team video (with an external link) and a Quick Links panel.
 */
export function AboutTeamSection({
  content: c,
  id = "about-team",
  className,
}: {
  content: AboutTeamContent;
  id?: string;
  className?: string;
}) {
  const { externalUrls, team, videos } = siteFacts();
  return (
    <Section
      id={id}
      className={className}
      title={c.title}
      intro={
        <>
          <p>{c.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="accent">
              <PageLink to={c.cta.to}>{c.cta.label}</PageLink>
            </Button>
            <PhoneButtons variant="outline" />
          </div>
        </>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {c.benefits.map((b) => {
          return (
            <li key={b.title} className="flex">
              <Card className="w-full">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-600/10 text-accent-700">
                  {b.icon ? <Icon name={b.icon} aria-hidden="true" className="size-6" /> : null}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{b.text}</p>
              </Card>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-14 text-xl font-bold text-slate-900">{c.teamTitle}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-grid">
        {team.map((m) => (
          <li key={m.name} className="flex flex-col items-center rounded-2xl bg-slate-50 p-6 text-center">
            <TeamAvatar name={m.name} />
            <p className="mt-4 font-semibold text-slate-900">{m.name}</p>
            <p className="text-sm text-slate-600">{m.role}</p>
          </li>
        ))}
      </ul>

      <div className="mt-14 grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h3 className="text-xl font-bold text-slate-900">{c.videoTitle}</h3>
          <div className="mt-6">
            <EmbeddedVideo video={{ ...videos.team, transcript: c.videoTranscript }} />
          </div>
          <ExternalLink
            href={externalUrls.teamVideoPage}
            className="mt-3 inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            iconClassName="size-4"
          >
            {c.videoLinkLabel}
          </ExternalLink>
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ul className="space-y-4">
            {c.highlights.map((h) => {
              return (
                <li key={h.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    {h.icon ? <Icon name={h.icon} aria-hidden="true" className="size-5" /> : null}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{h.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{h.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <nav aria-labelledby={`${id}-quick-links`} className="rounded-2xl bg-brand-800 p-6 text-white">
            <h3 id={`${id}-quick-links`} className="text-lg font-semibold">
              {c.quickLinksTitle}
            </h3>
            <ul className="mt-4 space-y-2">
              {c.quickLinks.map((l) => (
                <li key={l.to}>
                  <PageLink
                    to={l.to}
                    className="flex items-center justify-between gap-3 rounded-lg bg-white/10 px-4 py-3 font-medium hover:bg-white/20"
                  >
                    {l.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </Section>
  );
}
