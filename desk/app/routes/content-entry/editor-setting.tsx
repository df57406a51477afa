// What every field of the generated editor reads (decision 064): the check on save's messages by
// path, the facts that placeholders name, the registry's pages; the control ids made from a path;
// a field's message tied to its control.
import { createContext, useContext } from "react";
import type { z } from "zod";

export interface EditorSetting {
  /** The check on save's messages, by dotted path. */
  errors: Readonly<Record<string, string>>;
  /** The guard rails' warnings (decision 069), by dotted path: shown, never blocking. */
  warnings: Readonly<Record<string, string>>;
  /** The published facts, which placeholders name. */
  facts: Readonly<Record<string, unknown>>;
  /** The page registry's paths, offered for a link to a page. */
  pages: readonly { path: string; label: string }[];
}

export const EditorSettingContext = createContext<EditorSetting>({ errors: {}, warnings: {}, facts: {}, pages: [] });

export interface FieldProps {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The dotted path ("hero.points.1"): the id of the control and the key of its message. */
  path: string;
  label: string;
}

export const idOf = (path: string) => `field-${path.replace(/[^A-Za-z0-9_-]/g, "_") || "root"}`;

/** A field's message (the check on save's or a guard rail's error, else a warning), tied to its control. */
export function ErrorOf({ path }: { path: string }) {
  const setting = useContext(EditorSettingContext);
  const message = setting.errors[path];
  const warning = setting.warnings[path];
  if (message)
    return (
      <p id={`${idOf(path)}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {message}
      </p>
    );
  if (!warning) return null;
  return (
    <p id={`${idOf(path)}-error`} className="mt-1 text-sm text-amber-900">
      Warning: {warning}
    </p>
  );
}
