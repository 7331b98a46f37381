import type { CheckCode, Unverifiable, UnverifiableKind, VerifyFailure, VerifyNote } from '@verdict/fair';

/** Collects failures and unverifiable entries while the checks run. */
export class Findings {
  readonly failures: VerifyFailure[] = [];
  readonly unverifiable: Unverifiable[] = [];
  readonly notes: VerifyNote[] = [];
  fail(seq: number | null, check: CheckCode, message: string): void {
    this.failures.push({ seq, check, message });
  }
  later(seq: number, kind: UnverifiableKind, reason: string): void {
    this.unverifiable.push({ seq, kind, reason });
  }
  note(seq: number | null, message: string): void {
    if (!this.notes.some((note) => note.message === message)) this.notes.push({ seq, message });
  }
}
