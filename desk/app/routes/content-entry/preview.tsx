// The entry's saved draft on its real page (issue 42 item 3): framed at desktop width (1366, scaled
// to fit) and phone width (390) from /desk/content-preview/<entry>, reloaded when a save or publish
// changes the draft; and a signed, expiring link for a colleague's phone (preview.server.ts).
import { useState } from "react";
import { href } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { type AnswerLike, IntentForm } from "#desk/components/intent-form.tsx";
import { PREVIEW_WIDTHS, ScaledFrame } from "#desk/components/preview-frame.tsx";
import { contentAddress, withBasename } from "#desk/lib/links.ts";
import { forms } from "./forms.ts";

type Answer = AnswerLike & { link?: string; expires?: string };

export function Preview({
  id,
  title,
  version,
  available,
  answer,
  busy,
}: {
  id: string;
  title: string;
  /** Changes whenever the draft does (the frames load it again). */
  version: string;
  /** A renderer exists (this instance has the site's build). */
  available: boolean;
  answer: Answer | undefined;
  busy: boolean;
}) {
  const src = `${withBasename(href("/content-preview/*", { "*": contentAddress(id) }))}?v=${encodeURIComponent(version)}`;
  const made = answer?.intent === forms.previewLink.name && answer.ok ? answer : undefined;
  return (
    <section aria-labelledby="preview" className="mt-8 rounded border border-slate-200 p-4">
      <h2 id="preview" className="text-lg font-bold">
        Preview
      </h2>
      {available ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            The saved draft on the real page, as it would be published. Unsaved changes appear once saved.
          </p>
          <div className="mt-3 grid gap-4 lg:grid-cols-[3fr_1fr]">
            {PREVIEW_WIDTHS.map((w) => (
              <figure key={w.name} className="min-w-0">
                <figcaption className="text-sm font-semibold">
                  {w.name} ({w.width} px wide)
                </figcaption>
                <ScaledFrame
                  src={src}
                  title={`${title}: preview at ${w.name.toLowerCase()} width`}
                  width={w.width}
                  height={w.height}
                />
              </figure>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm" data-testid="no-preview">
          Previews need the site's build, and this server has none, so the draft cannot be shown here. Publishing still
          stores it.
        </p>
      )}
      <h3 className="mt-4 font-semibold">Preview link for someone else</h3>
      <p className="text-sm text-slate-700">
        Anyone with the link sees the saved draft on its page, without signing in, for 24 hours.
      </p>
      <IntentForm intent={forms.previewLink} answer={answer} messages="refusals" className="mt-2">
        <button type="submit" className="btn-secondary" disabled={busy || !available}>
          Make a preview link
        </button>
      </IntentForm>
      {made?.link && <MadeLink link={made.link} expires={made.expires} />}
    </section>
  );
}

function MadeLink({ link, expires }: { link: string; expires: string | undefined }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3">
      <label htmlFor="preview-link" className="block text-sm font-semibold">
        Preview link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="preview-link"
          type="text"
          readOnly
          value={link}
          className="input min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy link
        </button>
      </div>
      <p role="status" className="mt-1 text-sm" data-testid="preview-link-expiry">
        {copied ? "Copied. " : ""}It works until {formatDateTime(expires)} (Sydney time).
      </p>
    </div>
  );
}
