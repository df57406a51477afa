// Choosing a password (invitation and recovery), inside an IntentForm: the account's address for
// password managers, the password twice, at least the minimum length.
import { authField } from "./auth-frame.tsx";
import { Field } from "./field.tsx";

export function NewPasswordFields({ email, min }: { email: string; min: number }) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {(
        [
          ["password", "Password"],
          ["confirm", "Password again"],
        ] as const
      ).map(([name, label]) => (
        <Field
          key={name}
          name={name}
          label={label}
          type="password"
          autoComplete="new-password"
          minLength={min}
          required
          // The first field has the focus on arrival (issue 25).
          autoFocus={name === "password"}
          {...authField}
        />
      ))}
    </>
  );
}
