/** Types of scripts/lib/pg-temp.mjs for Deno. */
export function postgresBin(): string;
export function startPostgres(): Promise<{ port: number; url: string; stop(): Promise<void> }>;
