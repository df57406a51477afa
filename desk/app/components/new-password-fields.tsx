// Choosing a password (invitation and recovery): the account's address for password managers,
// the password twice, at least the minimum length.
import { TextField } from "./text-field.tsx";

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
        <TextField
          key={name}
          id={name}
          label={label}
          type="password"
          autoComplete="new-password"
          minLength={min}
          required
        />
      ))}
    </>
  );
}
