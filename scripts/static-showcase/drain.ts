/**
 * Works through a queue that grows as it is worked through, `concurrency` items at a time;
 * resolves once the queue is empty and no work is under way.
 */
export async function drain<T>(
  queue: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const next = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < concurrency && queue.length > 0) {
        const item = queue.shift() as T;
        active += 1;
        work(item).then(() => {
          active -= 1;
          next();
        }, reject);
      }
    };
    next();
  });
}
