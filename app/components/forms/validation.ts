// Loaded on demand (first focus of a form, or its submit): the zod schema built from the
// form's rules, run through React Hook Form's zod resolver, as one message per field.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { FieldErrors, FormRules } from "#shared/forms/rules.ts";
import { fieldsSchema } from "#shared/forms/schema.ts";

const resolvers = new WeakMap<FormRules, Resolver<FieldValues>>();

export async function fieldErrorsOf(rules: FormRules, values: FieldValues): Promise<FieldErrors> {
  let resolver = resolvers.get(rules);
  if (!resolver) {
    resolver = zodResolver(fieldsSchema(rules)) as unknown as Resolver<FieldValues>;
    resolvers.set(rules, resolver);
  }
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, String(error?.message ?? "")]));
}
