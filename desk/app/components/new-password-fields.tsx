// Choosing a password (invitation and recovery), inside an IntentForm whose intent declares
// lib/forms.ts's newPasswordFields: the account's address for password managers, the password
// twice, at least the minimum length.
import { authField } from "./auth-frame.tsx";
import { Field, type FieldMeta } from "./field.tsx";

export function NewPasswordFields({
  email,
  min,
  fields,
}: {
  email: string;
  min: number;
  fields: { password: FieldMeta; confirm: FieldMeta };
}) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {(
        [
          [fields.password, "Password"],
          [fields.confirm, "Password again"],
        ] as const
      ).map(([meta, label]) => (
        <Field
          key={meta.name}
          meta={meta}
          label={label}
          type="password"
          autoComplete="new-password"
          minLength={min}
          // The first field has the focus on arrival (issue 25).
          autoFocus={meta === fields.password}
          {...authField}
        />
      ))}
    </>
  );
}
