// Renders rich text and blocks (shared/site/rich-text.ts): internal links through the
// registry-typed PageLink, other sites in a new tab, mailto: and tel: as plain links.
import { Fragment } from "react";
import { type Block, plainText, type RichText as RichTextData } from "#shared/site/rich-text.ts";
import { safeHref } from "#shared/site/safe-href.ts";
import { ExternalLink } from "./external-link.tsx";
import { PageLink } from "./page-link.tsx";

export function RichText({ text, linkClassName }: { text: RichTextData; linkClassName?: string }) {
  if (typeof text === "string") return text;
  return text.map((part, i) => {
    const key = `${i}-${typeof part === "string" ? part.slice(0, 12) : "strong" in part ? part.strong : part.label}`;
    if (typeof part === "string") return <Fragment key={key}>{part}</Fragment>;
    if ("strong" in part) return <strong key={key}>{part.strong}</strong>;
    if ("to" in part) {
      return (
        <PageLink key={key} to={part.to} className={linkClassName}>
          {part.label}
        </PageLink>
      );
    }
    if (part.newTab) {
      return (
        <ExternalLink key={key} href={part.href} className={linkClassName}>
          {part.label}
        </ExternalLink>
      );
    }
    return (
      <a key={key} href={safeHref(part.href)} className={linkClassName}>
        {part.label}
      </a>
    );
  });
}

/** Paragraphs and sub-headings, in order. */
export function Blocks({ blocks, linkClassName }: { blocks: readonly Block[]; linkClassName?: string }) {
  return blocks.map((block) =>
    "h3" in block ? (
      <h3 key={`h-${block.h3}`}>{block.h3}</h3>
    ) : (
      <p key={`p-${plainText(block.p).slice(0, 48)}`}>
        <RichText text={block.p} linkClassName={linkClassName} />
      </p>
    ),
  );
}
