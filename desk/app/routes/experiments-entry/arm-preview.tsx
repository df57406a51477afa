// Each version on the real page (decision 070): the published page with the version's saved words,
// framed at desktop and phone width from /desk/experiments-preview/<id>/<arm>, one version at a time.
import { useState } from "react";
import { href } from "react-router";
import { PREVIEW_WIDTHS, ScaledFrame } from "#desk/components/preview-frame.tsx";
import { withBasename } from "#desk/lib/links.ts";

export function ArmPreview({
  id,
  version,
  arms,
  available,
}: {
  id: string;
  /** The experiment's version: the frames load again when a save changes it. */
  version: number;
  arms: string[];
  available: boolean;
}) {
  const [arm, setArm] = useState(0);
  const shown = Math.min(arm, arms.length - 1);
  const src = `${withBasename(href("/experiments-preview/:id/:arm", { id, arm: String(shown) }))}?v=${version}`;
  return (
    <section aria-labelledby="preview" className="mt-8 rounded border border-slate-200 p-4">
      <h2 id="preview" className="text-lg font-bold">
        Preview
      </h2>
      {available ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Each version's saved words on the real page.</p>
          <label className="mt-2 block max-w-sm text-sm font-semibold">
            Version to preview
            <select className="input mt-1" value={shown} onChange={(e) => setArm(Number(e.target.value))}>
              {arms.map((label, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an arm is its position (arm 0 is the published page).
                <option key={`arm-${i}`} value={i}>
                  Version {i + 1}: {label}
                </option>
              ))}
            </select>
          </label>
          <div className="mt-3 grid gap-4 lg:grid-cols-[3fr_1fr]">
            {PREVIEW_WIDTHS.map((w) => (
              <figure key={w.name} className="min-w-0">
                <figcaption className="text-sm font-semibold">
                  {w.name} ({w.width} px wide)
                </figcaption>
                <ScaledFrame
                  src={src}
                  title={`Version ${shown + 1} (${arms[shown]}): preview at ${w.name.toLowerCase()} width`}
                  width={w.width}
                  height={w.height}
                />
              </figure>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm" data-testid="no-preview">
          Previews need the site's build, and this server has none.
        </p>
      )}
    </section>
  );
}
