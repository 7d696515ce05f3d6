/**
 * `waitFor` options for an answer that is quick alone but can take longer than `waitFor`'s default
 * second on a busy machine: npm test runs two steps side by side, and a docs page plays several
 * stories at once. Slower still, a password check: `afterPasswordCheck`.
 */
export const onABusyMachine = { timeout: 5_000 } as const;
