// Choosing a password (invitation and recovery): the account's address for password managers,
// the password twice, at least the minimum length.
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
        <div key={name}>
          <label htmlFor={name} className="block font-semibold">
            {label}
          </label>
          <input
            id={name}
            name={name}
            type="password"
            autoComplete="new-password"
            minLength={min}
            required
            className="input mt-1 w-full"
          />
        </div>
      ))}
    </>
  );
}
