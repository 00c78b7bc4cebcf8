/** A backup or restore that cannot be done, with the reason in one Spanish line for the operator. */
export class BackupError extends Error {}
