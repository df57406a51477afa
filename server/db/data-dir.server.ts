// What lives in DATA_DIR beside the SQLite database: generated keys kept out of the database file on
// purpose (a copy of the file alone then reveals less), which a backup must keep and a restore put back.
export const SUPPRESSION_KEY_FILE = "suppression-hash-key";

/** The key the CRM connections' credentials are encrypted with (server/crm/connections.server.ts). */
export const CRM_CREDENTIALS_KEY_FILE = "crm-credentials-key";

/** The key preview links are signed with (server/content/preview.server.ts). Not backed up: losing it only ends the open links. */
export const PREVIEW_LINK_KEY_FILE = "preview-link-key";

/** The key experiments' daily salts derive from (server/experiments/assignment.server.ts). Not backed up: losing it only redraws the arms. */
export const EXPERIMENT_KEY_FILE = "experiment-assignment-key";

/** Keys a restored database needs (the suppression list's hash key: decision 034; the CRM credentials' key: 059). */
export const KEYS_KEPT_WITH_BACKUPS = [SUPPRESSION_KEY_FILE, CRM_CREDENTIALS_KEY_FILE] as const;
