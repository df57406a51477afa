// The inbox's live refresh.
import { useEffect, useRef, useState } from "react";
import { href, useFetcher, useLocation } from "react-router";
import { asBackground } from "#desk/lib/background.ts";
import type { Route } from "./+types/route";

/** New items show within this long (the 10 seconds). */
const POLL_MS = 8000;

type Data = Route.ComponentProps["loaderData"];

/**
 * Re-reads the first page every few seconds while it is visible and says when something new came
 * in. The re-read is a background request (#desk/lib/background.ts): it does not extend the
 * member's idle time, so an unattended inbox is signed out after 30 minutes like any other screen.
 */
export function useNewItems(loaded: Data) {
  const fetcher = useFetcher<Data>();
  const { search } = useLocation();
  const active = !loaded.values.after;
  // What the refresh brought, for the query it was made for; a navigation's data replaces it.
  const [fresh, setFresh] = useState<{ search: string; data: typeof loaded } | null>(null);
  const [message, setMessage] = useState("");
  const asked = useRef(search);
  const shownFirst = useRef(loaded.rows[0]?.id);
  useEffect(() => {
    setFresh(null);
    shownFirst.current = loaded.rows[0]?.id;
  }, [loaded]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const first = fetcher.data.rows[0]?.id;
    if (first && first !== shownFirst.current) setMessage("New submissions have arrived at the top of the list.");
    shownFirst.current = first;
    setFresh({ search: asked.current, data: fetcher.data });
  }, [fetcher.state, fetcher.data]);
  const { load, state } = fetcher;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible" || state !== "idle") return;
      asked.current = search;
      void load(asBackground(`${href("/inbox")}${search}`));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, load, state, search]);
  const loaderData = fresh && fresh.search === search ? fresh.data : loaded;
  return { loaderData, live: message };
}
