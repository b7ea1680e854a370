/**
 * How a process learns, without asking the database, that another process may have changed the
 * users' keys: `current()` answers a number that moves whenever that may have happened, or undefined
 * when the process cannot tell, and then nothing about keys may be taken from memory.
 */
export interface ChangeSignal {
  current(): number | undefined;
}
