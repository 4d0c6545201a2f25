/** What `work` throws (a test of a refusal reads its name, message and field errors); fails when it throws nothing. */
export function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
