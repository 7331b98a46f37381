/** A running cluster: a URL to connect with, and how to restart and stop it. */
export interface PostgresCluster {
  readonly url: string;
  /** `pg_ctl restart -m fast`: every connection is cut (57P01), then the cluster starts again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}
/** The folder of PostgreSQL's server binaries, or undefined. */
export function findPostgresBin(): string | undefined;
/** Whether the PostgreSQL tests run (throws in CI when PostgreSQL is missing). */
export function postgresAvailable(): boolean;
/** Creates and starts a throwaway cluster with a `verdict` superuser. */
export function startPostgres(): Promise<PostgresCluster>;
