import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** A file's SHA-256, hex: to show that a file was left exactly as it was. */
export const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
