// A draft as the editor types (decision 064): every change is kept at once in this browser's
// storage (a closed tab or a lost connection loses nothing; the copy is offered back on return),
// and saved to the server a moment after typing stops, or at once with Save (one save at a time: a Save
// pressed during another is made when that one is answered). Each save names the
// published version and the draft revision it was made from, so another member's later save is
// never overwritten: the answer is then a conflict with their words, and saving stops until the
// member chooses.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors } from "#shared/content/check.ts";
import { forms } from "./forms.ts";

const AUTOSAVE_MS = 1_200;
/** After a save that found no connection, the next is tried this long after (or at once with Save). */
const RETRY_MS = 5_000;

export interface Conflict {
  data: unknown;
  publishedVersion: number | null;
  draftRevision: number;
  by: string | null;
  at: string;
}

interface SaveAnswer {
  intent: string;
  ok: boolean;
  message: string;
  draftRevision?: number;
  fieldErrors?: FieldErrors;
  conflict?: Conflict;
  /** The request found no connection (lib/unreachable.ts): nothing was saved or refused. */
  unreachable?: true;
}

export interface Kept {
  data: unknown;
  savedAt: string;
}

const storageKey = (id: string) => `desk-content-draft:${id}`;

function readKept(id: string): Kept | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as Kept) : undefined;
  } catch {
    return undefined;
  }
}

export function useDraft(
  initial: { id: string; data: unknown; publishedVersion: number | null; draftRevision: number },
  /** Messages already answered (a save posted without JavaScript). */
  initialErrors: FieldErrors = {},
) {
  const [data, setData] = useState(initial.data);
  /**
   * The published version and draft revision the next save is made from. A ref, not state: a save
   * made in the same commit as the previous save's answer (a Save pressed during it) must name the
   * revision that answer gave, not the one of the render before.
   */
  const base = useRef({ version: initial.publishedVersion, revision: initial.draftRevision });
  /** What the server holds (the JSON last saved or loaded): unsaved when the editor's differs. */
  const [saved, setSaved] = useState(() => JSON.stringify(initial.data));
  /** The JSON last sent (saved or refused): the same words are not sent again until they change. */
  const [tried, setTried] = useState<string | null>(null);
  const [offered, setOffered] = useState<Kept | undefined>(undefined);
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [status, setStatus] = useState<string>("");
  /** Saves in a row that found no connection: the autosave waits longer, and each failure starts it again. */
  const [unreachable, setUnreachable] = useState(0);
  const fetcher = useFetcher<SaveAnswer>();
  const sent = useRef<string | null>(null);
  const json = JSON.stringify(data);
  const unsaved = json !== saved;

  // A copy left in this browser by an earlier visit (a closed tab) that the server does not have.
  useEffect(() => {
    const kept = readKept(initial.id);
    if (kept && JSON.stringify(kept.data) !== JSON.stringify(initial.data)) setOffered(kept);
    else window.localStorage.removeItem(storageKey(initial.id));
  }, [initial.id, initial.data]);

  /** A Save pressed while a save is under way: made as soon as that one is answered. */
  const [queued, setQueued] = useState(false);

  const save = useCallback(
    (mode: "auto" | "button") => {
      if (conflict) return;
      // Checked on the ref, not on `fetcher.state`: the autosave's timer and a Save pressed in the
      // same moment both run before React draws the first save as under way, and a second save sent
      // from the same revision would be refused as a conflict with the member's own first.
      if (sent.current !== null) {
        if (mode === "button") setQueued(true);
        return;
      }
      sent.current = json;
      setQueued(false);
      setStatus("Saving…");
      fetcher.submit(
        {
          intent: forms.save.name,
          base: base.current.version === null ? "" : String(base.current.version),
          revision: String(base.current.revision),
          data: json,
          mode,
        },
        { method: "post" },
      );
    },
    [conflict, fetcher, json],
  );

  // The server's answer to a save.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || sent.current === null) return;
    const json = sent.current;
    sent.current = null;
    if (!answer) return;
    if (answer.unreachable) {
      // The same words are tried again (not marked as tried); a Save pressed during it is done.
      setUnreachable((n) => n + 1);
      setQueued(false);
      setStatus(answer.message);
      return;
    }
    setUnreachable(0);
    if (answer.ok && answer.draftRevision !== undefined) {
      base.current = { ...base.current, revision: answer.draftRevision };
      setSaved(json);
      setTried(json);
      setErrors({});
      setStatus(answer.message);
    } else if (answer.conflict) {
      setConflict(answer.conflict);
      setStatus(answer.message);
    } else {
      setErrors(answer.fieldErrors ?? {});
      setTried(json);
      setStatus(answer.message);
    }
  }, [fetcher.state, fetcher.data]);

  // The server's entry changed under an editor with nothing unsaved (a publish, a restore, another
  // member's save): the editor shows it.
  // Only a newly loaded state counts (a conflict's "their version" is newer than the page's).
  const seen = useRef(initial);
  useEffect(() => {
    if (seen.current === initial) return;
    seen.current = initial;
    if (json !== saved || fetcher.state !== "idle" || conflict) return;
    if (initial.draftRevision === base.current.revision && initial.publishedVersion === base.current.version) return;
    setData(initial.data);
    setSaved(JSON.stringify(initial.data));
    base.current = { version: initial.publishedVersion, revision: initial.draftRevision };
    setErrors({});
  }, [initial, json, saved, fetcher.state, conflict]);

  // Kept in this browser at once; saved to the server when typing stops.
  useEffect(() => {
    if (!unsaved) {
      // A copy still offered stays until the member takes or dismisses it.
      if (!offered) window.localStorage.removeItem(storageKey(initial.id));
      // A Save pressed during a save that then held the same words: nothing left to send.
      if (queued && sent.current === null) setQueued(false);
      return;
    }
    window.localStorage.setItem(storageKey(initial.id), JSON.stringify({ data, savedAt: new Date().toISOString() }));
    if (conflict || json === tried || sent.current !== null) return;
    if (queued) {
      save("button");
      return;
    }
    const timer = window.setTimeout(() => save("auto"), unreachable ? RETRY_MS : AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [unsaved, data, conflict, save, initial.id, offered, json, tried, queued, unreachable]);

  return {
    data,
    setData,
    unsaved,
    /** The editor's words were refused by the check on save (kept in this browser until fixed). */
    refused: unsaved && json === tried,
    /** The last save found no connection; `status` says so until a save is answered. */
    unreachable: unreachable > 0,
    saving: fetcher.state !== "idle" || queued,
    status,
    errors,
    setErrors,
    conflict,
    offered,
    save,
    /** Takes the copy kept in this browser back into the editor. */
    takeOffered() {
      if (offered) setData(offered.data);
      setOffered(undefined);
    },
    dismissOffered() {
      setOffered(undefined);
      window.localStorage.removeItem(storageKey(initial.id));
    },
    /** Continues from the other member's words (the member's own stay in this browser, offered back). */
    takeTheirs() {
      if (!conflict) return;
      const mine = { data, savedAt: new Date().toISOString() };
      base.current = { version: conflict.publishedVersion, revision: conflict.draftRevision };
      setData(conflict.data);
      setSaved(JSON.stringify(conflict.data));
      setConflict(undefined);
      setOffered(mine);
      setStatus("Showing their words. Yours are offered above.");
    },
  };
}
