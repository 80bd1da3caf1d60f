/** Invalid configuration: start-up stops with this one line, which names the variable. */
export class ConfigError extends Error {}
