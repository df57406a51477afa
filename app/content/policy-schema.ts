// Shape of a long-form privacy policy: its own headline, summary, date and
// sections (each an h2 with an id for the contents list). Checked when the
// module loads so a duplicate anchor or a malformed date fails the build.
import type { ReactNode } from "react";
import type { ArticleBody } from "#app/components/article/types.ts";
import type { PagePath } from "#shared/site/pages.ts";
import type { RichText } from "#shared/site/rich-text.ts";

export interface PolicySection {
  /** Anchor of the section's h2 (kebab-case). */
  id: string;
  /** The h2 text. */
  title: string;
  /** Section body: paragraphs, lists and h3 sub-headings; a function when it needs links (see ArticleBody). */
  body: ReactNode | ArticleBody;
  /** The section ends with the control to stop (or restart) counting this browser's visits. */
  analyticsChoice?: true;
}

export interface PolicyContent {
  path: PagePath;
  headline: string;
  summary: ReactNode;
  /** Date of this version, YYYY-MM-DD. */
  updated: string;
  sections: readonly PolicySection[];
}

/** The request form under a policy: its heading, the hero button that jumps to it, and its intro. */
export interface PolicyRequestForm {
  title: string;
  jumpLabel: string;
  intro: RichText;
}

export function definePolicy(policy: PolicyContent): PolicyContent {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(policy.updated)) throw new Error(`${policy.path}: updated must be YYYY-MM-DD`);
  const ids = new Set<string>();
  for (const s of policy.sections) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.id))
      throw new Error(`${policy.path}: section id "${s.id}" is not kebab-case`);
    if (ids.has(s.id)) throw new Error(`${policy.path}: duplicate section id "${s.id}"`);
    ids.add(s.id);
  }
  return policy;
}
