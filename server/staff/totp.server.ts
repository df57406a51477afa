// TOTP (RFC 6238, SHA-1, 6 digits, 30 s: what every authenticator app reads) through
// @epic-web/totp. The caller stores the accepted time step so a code is accepted once.
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";

export const TOTP_PERIOD = 30;

export async function newTotpSecret(): Promise<string> {
  return (await generateTOTP({ period: TOTP_PERIOD })).secret;
}

export function totpUri(secret: string, accountName: string): string {
  return getTOTPAuthUri({
    secret,
    accountName,
    issuer: "Leadwise staff desk",
    period: TOTP_PERIOD,
    digits: 6,
    algorithm: "SHA-1",
  });
}

/** The time step the code belongs to (one step either side allowed), or undefined when wrong. */
/** (The library reads the real clock, so steps are on the real clock too.) */
export async function totpStep(secret: string, code: string): Promise<number | undefined> {
  const otp = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(otp)) return undefined;
  const result = await verifyTOTP({ otp, secret, period: TOTP_PERIOD, window: 1 });
  if (!result) return undefined;
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD) + result.delta;
}
