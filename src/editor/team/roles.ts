/**
 * Who may use the team editor, from `editors.yaml` at the root of the site's repository (outside
 * pages/ and public/, so the editor can never change it), as it is on the branch the site deploys
 * from. Two roles: `editor` (edits, asks for review) and `publisher` (also reviews and publishes),
 * each a list of e-mail addresses or whole domains written `"@example.com"`.
 */
import { parse } from "yaml";

import type { Role } from "../team-types.ts";

export type { Role } from "../team-types.ts";

/** The lists of `editors.yaml`, lower-cased. */
export interface Roles {
  editor: string[];
  publisher: string[];
}

/** The file's name at the repository root. */
export const ROLES_FILE = "editors.yaml";

/** `editors.yaml` is missing or malformed; `message` says what to fix, in plain words. */
export class RolesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RolesError";
  }
}

const ENTRY = /^(?:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * The roles in `text` (the content of `editors.yaml`; null when the file is missing). Throws a
 * {@link RolesError} when it is missing, does not parse, has a key other than `editor` and
 * `publisher`, or an entry that is neither an e-mail address nor `@domain`.
 */
export function parseRoles(text: string | null): Roles {
  if (text === null)
    throw new RolesError(
      `${ROLES_FILE} is missing from the repository, so nobody may edit yet. A developer adds it at the repository's root, listing publishers and editors.`,
    );
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new RolesError(
      `${ROLES_FILE} is not valid YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)}), so nobody may edit until it is fixed.`,
    );
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== "object" || Array.isArray(data))
    throw new RolesError(`${ROLES_FILE} must list "publisher:" and "editor:", each with e-mail addresses or "@domain" entries.`);
  const roles: Roles = { editor: [], publisher: [] };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key !== "editor" && key !== "publisher")
      throw new RolesError(`${ROLES_FILE} has "${key}:", which is not a role: the roles are "publisher" and "editor".`);
    const list = value === null ? [] : value;
    if (!Array.isArray(list)) throw new RolesError(`${ROLES_FILE}: "${key}:" must be a list of e-mail addresses or "@domain" entries.`);
    for (const entry of list) {
      if (typeof entry !== "string" || !ENTRY.test(entry.trim()))
        throw new RolesError(
          `${ROLES_FILE}: ${JSON.stringify(entry)} under "${key}:" is neither an e-mail address nor a domain written "@example.com".`,
        );
      roles[key].push(entry.trim().toLowerCase());
    }
  }
  return roles;
}

/** Whether `entries` names `email`: the address itself, or its domain as `@domain`. */
function listed(entries: readonly string[], email: string): boolean {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf("@"));
  return entries.includes(address) || entries.includes(domain);
}

/** The role of `email` in `roles` (publisher wins when both list it), or null when neither does. */
export function roleOf(roles: Roles, email: string): Role | null {
  if (listed(roles.publisher, email)) return "publisher";
  if (listed(roles.editor, email)) return "editor";
  return null;
}
