/**
 * The page and site validators compiled ahead of time by `npm run generate` (ajv's standalone code,
 * src/content/validators.generated.js), and the fingerprint of the schemas and options they were
 * compiled from (src/content/schemas.ts, schemaFingerprint). src/content/schemas.ts uses them only when
 * the fingerprint matches the schemas it reads.
 */
import type { ValidateFunction } from "ajv";

export const FINGERPRINT: string;
export const validatePage: ValidateFunction;
export const validateSite: ValidateFunction;
