/** Resolves in a task of its own: what follows an `await` of it does not lengthen the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
