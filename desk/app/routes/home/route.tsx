import { redirect } from "react-router";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Staff desk" }];

// Placeholder until staff sign-in lands: nobody is signed in yet.
export function loader() {
  throw redirect("/sign-in");
}

export default function DeskHome() {
  return null;
}
