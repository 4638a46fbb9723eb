// A configuration that cannot run: main.ts prints its message (which names each bad variable) and stops.
export class ConfigError extends Error {}
