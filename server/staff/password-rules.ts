// The password lengths the staff module enforces, in a module without server code so the desk's
// forms (in the browser too) state the same bounds.
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
