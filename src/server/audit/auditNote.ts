import { AsyncLocalStorage } from 'node:async_hooks';

// Beside the actor: a write that carries words (a deletion's reason) says them once, the trail keeps them on its entry.
const notes = new AsyncLocalStorage<string>();

/** Runs `work` with `note` (why the change is made) kept on every audit entry its writes make. */
export function runWithAuditNote<T>(note: string, work: () => T): T {
  return notes.run(note, work);
}

/** The note of the write being made, if its route gave one. */
export function currentAuditNote(): string | undefined {
  return notes.getStore();
}
