/** A promise a test settles when it chooses: a race between two callers made to happen in one order. */
export function signal(): { reached: Promise<void>; fire: () => void } {
  let fire = () => {};
  const reached = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { reached, fire };
}

/** Lets the event loop turn `count` times: long enough for anything not held back to have run. */
export async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}
