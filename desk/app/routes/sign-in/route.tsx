import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Staff desk" }];

export default function SignIn() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Sign in to the staff desk</h1>
      <p className="mt-4 text-slate-700">Staff accounts are by invitation only.</p>
    </main>
  );
}
