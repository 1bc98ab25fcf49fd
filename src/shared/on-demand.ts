// A module a job loads when it first needs it (start-up is part of every run's wall time): one
// import shared by every caller, kept once it has loaded. A failed load is not kept, so the next
// caller tries again and reports its own error.
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}
