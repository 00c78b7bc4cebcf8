// Who may do what: the contract's `x-roles` of an operation, and which roles a person may hand on.
import { ANY_STAFF, STAFF_ROLES, type StaffRole } from '../../../openapi/rules.ts';

/**
 * An operation's `x-roles`: [] no staff session needed (sign-in, the one-time links); ['*'] any
 * signed-in staff person; otherwise a session holding at least one of the roles.
 */
export type RoleRule = { open: true } | { open: false; roles: readonly StaffRole[] | typeof ANY_STAFF };

const isRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/** The rule an operation declares; a declaration the guard cannot read stops the server at start. */
export function roleRuleOf(operationId: string, declared: unknown): RoleRule {
  if (!Array.isArray(declared)) throw new Error(`${operationId}: x-roles debe ser una lista (openapi/viziona.yaml).`);
  if (declared.length === 0) return { open: true };
  if (declared.length === 1 && declared[0] === ANY_STAFF) return { open: false, roles: ANY_STAFF };
  const wrong = declared.filter((r) => !isRole(r));
  if (wrong.length > 0) throw new Error(`${operationId}: x-roles nombra roles que no existen: ${wrong.join(', ')}.`);
  return { open: false, roles: declared as StaffRole[] };
}

/**
 * The role a person acts with in an operation of `rule`: the first of its roles they hold; null for
 * an operation any staff person may do; undefined when they may not.
 */
export function actingRole(rule: Extract<RoleRule, { open: false }>, held: readonly StaffRole[]): StaffRole | null | undefined {
  if (rule.roles === ANY_STAFF) return null;
  return rule.roles.find((role) => held.includes(role));
}

/** The roles of `wanted` that someone holding `held` may not hand on: new to the person and not their own. */
export function rolesNotGrantable(held: readonly StaffRole[], current: readonly StaffRole[], wanted: readonly StaffRole[]): StaffRole[] {
  return wanted.filter((role) => !current.includes(role) && !held.includes(role));
}

/** Roles in the contract's order, each once. */
export const inOrder = (roles: readonly StaffRole[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));
