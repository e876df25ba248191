/** A backup or restore that cannot go on, with a message for the operator (the CLI prints it as is). */
export class BackupError extends Error {
  override name = 'BackupError';
}
