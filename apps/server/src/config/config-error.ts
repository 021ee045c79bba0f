/**
 * A configuration value the server cannot start with. Its message names the variable and the value, and
 * the entry point prints it alone (no stack trace): the operator's fix is in the environment, not the code.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}
