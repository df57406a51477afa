// Compile-fail fixture (issue 41): a desk form is made from its screen's declared intent and can
// name only that intent's fields; the server's intents are keyed by the names they declare. Each
// line after a @ts-expect-error must stay a type error: if one compiles, `npm run typecheck` fails
// ("unused directive"), so the check cannot quietly stop checking. Checked with the desk's program
// (desk/tsconfig.json includes it: the desk's route types), not the site's.
import { AssignForm } from "#desk/components/assign-form.tsx";
import { Field } from "#desk/components/field.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import type { ActionArgs } from "#desk/lib/intents.server.ts";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { forms as caseForms } from "#desk/routes/case/forms.ts";
import { forms } from "#desk/routes/enquiry/forms.ts";

/** The form as written in the desk: compiles. */
export const declared = (
  <IntentForm intent={forms.note} answer={undefined} defaultValue={{ body: "" }}>
    {(fields) => <Field as="textarea" meta={fields.body} label="Add a note" />}
  </IntentForm>
);

export const misspelledField = (
  <IntentForm intent={forms.note} answer={undefined}>
    {/* @ts-expect-error the note form has no field "bdy" */}
    {(fields) => <Field as="textarea" meta={fields.bdy} label="Add a note" />}
  </IntentForm>
);

export const anotherIntentsField = (
  <IntentForm intent={forms.note} answer={undefined}>
    {/* @ts-expect-error "outcome" is the call form's field, not the note form's */}
    {(fields) => <Field meta={fields.outcome} label="Outcome" />}
  </IntentForm>
);

export const handTypedName = (
  <IntentForm intent={forms.note} answer={undefined}>
    {/* @ts-expect-error a field is given its metadata, never a hand-typed name */}
    <Field as="textarea" name="body" label="Add a note" />
  </IntentForm>
);

export const misspelledDefault = (
  // @ts-expect-error a default value for a field the form does not have
  <IntentForm intent={forms.note} answer={undefined} defaultValue={{ bdy: "" }}>
    {null}
  </IntentForm>
);

export const intentAsText = (
  // @ts-expect-error a form posts a declared intent, not a string
  <IntentForm intent="note" answer={undefined}>
    {null}
  </IntentForm>
);

export const undeclaredIntent = (
  // @ts-expect-error the enquiry screen declares no "nte"
  <IntentForm intent={forms.nte} answer={undefined}>
    {null}
  </IntentForm>
);

export const assignWithAnotherForm = (
  // @ts-expect-error the assignment form takes its screen's "assign" intent only
  <AssignForm intent={caseForms.erase} staff={[]} current={null} busy={false} answer={undefined} />
);

/** On the server: an intent's input is its form's fields, and a screen's intents are keyed by their names. */
export const serverSide = {
  note: intent(forms.note, {
    role: "staff",
    async run(input) {
      // @ts-expect-error the note form posts "body", not "text"
      return { ok: true, message: input.text };
    },
  }),
};

export async function keyedByAnotherName(args: ActionArgs) {
  const misnamed = { notes: intent(forms.note, { role: "staff", run: async () => ({ ok: true, message: "" }) }) };
  // @ts-expect-error the note intent under the key "notes" (its form posts intent=note)
  return handleIntents(args, misnamed);
}
