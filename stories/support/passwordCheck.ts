/**
 * `waitFor` options for what follows a login: the password check hashes (PBKDF2, hundreds of
 * thousands of rounds) and takes a few hundred milliseconds alone, over a second on a busy
 * machine; its waits get longer than the preview's five-second default.
 */
export const afterPasswordCheck = { timeout: 10_000 } as const;
