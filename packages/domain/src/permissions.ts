export const OPERATION_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export function isOperationType(value: string): value is OperationType {
  return (OPERATION_TYPES as readonly string[]).includes(value);
}

/** An admin's rights: the countries (ISO alpha-2) and operation types they handle (§3, §6). */
export type AdminGrant = {
  adminId: string;
  countries: readonly string[];
  allowedOperationsTypes: readonly string[];
};

/** A master admin sees every operation; a regular admin only those assigned to them (§6). */
export function canSeeOperation(
  viewer: { uuid: string; isMaster: boolean },
  operation: { adminId: string },
): boolean {
  if (viewer.isMaster) return true;
  return viewer.uuid !== '' && operation.adminId === viewer.uuid;
}

/** Whether a grant covers an operation type in a country (country codes compared in any case). */
export function grantAllows(
  grant: { countries: readonly string[]; allowedOperationsTypes: readonly string[] },
  country: string,
  operationType: string,
): boolean {
  const wanted = country.trim().toUpperCase();
  return (
    wanted !== '' &&
    grant.allowedOperationsTypes.includes(operationType) &&
    grant.countries.some((granted) => granted.trim().toUpperCase() === wanted)
  );
}
