// Turns a function whose result nobody uses (an effect: a scroll, a click ripple) into one fetched on its first call
// and then run (see ../antd-slim.ts): the first call takes effect a moment later, the others as soon as made.
export function lazyFunction<Args extends unknown[]>(load: () => Promise<{ default: (...args: Args) => unknown }>): (...args: Args) => void {
  let loading: Promise<(...args: Args) => unknown> | undefined;
  return (...args) => {
    loading ??= load().then((module) => module.default);
    void loading.then((run) => run(...args));
  };
}
